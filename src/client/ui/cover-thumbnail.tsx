import { Box } from '@mantine/core';

interface CoverThumbnailProps {
  /** Where the cover can be shown from; undefined while it loads. */
  url: string | undefined;
  /** Small in lists, larger at the start of the reader. */
  size?: 'sm' | 'lg';
}

const widths = { sm: 48, lg: 160 };

/**
 * A book's cover beside its title. The title is said already, so the picture is decoration for a
 * screen reader (empty alt); its box keeps a book's shape while it loads.
 */
export function CoverThumbnail({ url, size = 'sm' }: CoverThumbnailProps) {
  const style = {
    width: widths[size],
    aspectRatio: '3 / 4',
    objectFit: 'cover',
    flexShrink: 0,
    borderRadius: 'var(--mantine-radius-sm)',
    boxShadow: 'var(--mantine-shadow-xs)',
  } as const;
  if (!url) return <Box style={{ ...style, background: 'var(--mantine-color-default-hover)' }} />;
  return <img src={url} alt="" style={style} data-testid="cover" />;
}
