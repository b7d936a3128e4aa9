import { Box } from '@mantine/core';
import type { TextImage } from '#contract/texts.ts';

interface TextPictureProps {
  image: TextImage;
  /** Where the picture can be shown from; undefined while it loads. */
  url: string | undefined;
  /** At most this wide (the editor shows pictures small beside the text it edits). */
  maxWidth?: number;
}

/**
 * A picture of a picture book, as wide as the column allows and never wider than it is. Its box
 * keeps the picture's shape while it loads, so the text below does not jump. The alt text is what
 * a screen reader says; a picture without one is decoration and is skipped.
 */
export function TextPicture({ image, url, maxWidth = image.width }: TextPictureProps) {
  const size = {
    width: '100%',
    maxWidth: Math.min(image.width, maxWidth),
    aspectRatio: `${image.width} / ${image.height}`,
    display: 'block',
    marginInline: 'auto',
    borderRadius: 'var(--mantine-radius-md)',
  } as const;
  if (!url)
    return (
      <Box
        role={image.alt ? 'img' : undefined}
        aria-label={image.alt || undefined}
        aria-busy
        data-testid="text-picture-loading"
        style={{ ...size, background: 'var(--mantine-color-default-hover)' }}
      />
    );
  return (
    <img
      src={url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      style={{ ...size, height: 'auto' }}
    />
  );
}
