import { ActionIcon } from '@mantine/core';
import { SpeakerIcon } from '#client/ui/icons.tsx';
import { useReadAloudContext } from './read-aloud-context.tsx';
import type { SpokenPart } from './use-read-aloud.ts';

/**
 * Reads one paragraph or one question aloud (44 px, named for screen readers). Shown only where the
 * device has a voice: the section's Listen bar says so when it has none.
 */
export function ListenButton({ label, parts }: { label: string; parts: () => SpokenPart[] }) {
  const readAloud = useReadAloudContext();
  if (readAloud?.availability !== 'ready') return null;
  return (
    <ActionIcon
      variant="light"
      size={44}
      radius="xl"
      aria-label={label}
      title={label}
      // Above line focus's veil: the button stays clear to tap whichever line is in focus.
      style={{ position: 'relative', zIndex: 1 }}
      onClick={() => readAloud.read(parts())}
    >
      <SpeakerIcon size={22} />
    </ActionIcon>
  );
}
