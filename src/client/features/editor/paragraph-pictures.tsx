import { useTextImageUrl } from '#client/state/use-text-image-url.ts';
import { TextPicture } from '#client/ui/text-picture.tsx';
import type { TextImage } from '#contract/texts.ts';

function LoadedPicture({ image }: { image: TextImage }) {
  return <TextPicture image={image} url={useTextImageUrl(image.src)} maxWidth={240} />;
}

/** A paragraph's pictures, shown small before its text (DESIGN.md §5). */
export function ParagraphPictures({ images }: { images: TextImage[] | undefined }) {
  return images?.map((image, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's pictures never move, and one may be shown twice
    <LoadedPicture key={`${image.src}#${index}`} image={image} />
  ));
}
