import { Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PauseIcon, PlayIcon, SpeakerIcon, StopIcon } from '#client/ui/icons.tsx';
import { speechRates } from '#contract/reader-preferences.ts';
import { useReadAloudContext } from './read-aloud-context.tsx';
import type { SpokenPart } from './use-read-aloud.ts';

export const NO_VOICE_MESSAGE = 'This device has no voice to read aloud.';

const rateNames: Record<(typeof speechRates)[number], string> = { 0.7: 'Slow', 1: 'Normal', 1.3: 'Fast' };

function PlayButtons({ parts }: { parts: () => SpokenPart[] }) {
  const readAloud = useReadAloudContext();
  if (!readAloud) return null;
  const { status } = readAloud;
  return (
    <Group gap="sm">
      {status === 'idle' && (
        <Button leftSection={<SpeakerIcon />} onClick={() => readAloud.read(parts())}>
          Listen to this section
        </Button>
      )}
      {status === 'speaking' && (
        <Button leftSection={<PauseIcon />} variant="light" onClick={readAloud.pause}>
          Pause
        </Button>
      )}
      {status === 'paused' && (
        <Button leftSection={<PlayIcon />} variant="light" onClick={readAloud.resume}>
          Resume
        </Button>
      )}
      {status !== 'idle' && (
        <Button leftSection={<StopIcon />} variant="default" onClick={readAloud.stop}>
          Stop
        </Button>
      )}
    </Group>
  );
}

function VoiceChoices() {
  const readAloud = useReadAloudContext();
  if (!readAloud) return null;
  const { speechRate, voices, voice, onChange } = readAloud;
  return (
    <Group gap="md" align="flex-end">
      <Stack gap={4}>
        <Text fw={600} id="listen-speed-label">
          Speed
        </Text>
        <SegmentedControl
          aria-labelledby="listen-speed-label"
          value={String(speechRate)}
          data={speechRates.map((rate) => ({ value: String(rate), label: rateNames[rate] }))}
          onChange={(value) => onChange({ speechRate: Number(value) })}
        />
      </Stack>
      {voices.length > 1 && (
        <NativeSelect
          label="Voice"
          value={voice?.voiceURI ?? ''}
          data={voices.map((option) => ({
            value: option.voiceURI,
            label: option.localService ? option.name : `${option.name} (needs the internet)`,
          }))}
          onChange={(event) => onChange({ voiceURI: event.currentTarget.value })}
        />
      )}
    </Group>
  );
}

/**
 * The section's Listen bar: read the section, pause, resume, stop, speed and voice; `extra` (the line
 * focus switch) sits beside them. Where the device has no voice, it says so instead.
 */
export function ListenControls({ parts, extra }: { parts: () => SpokenPart[]; extra?: ReactNode }) {
  const availability = useReadAloudContext()?.availability;
  return (
    <Group gap="md" align="flex-end" justify="space-between" data-testid="listen-controls">
      {availability === 'ready' && (
        <Group gap="md" align="flex-end">
          <PlayButtons parts={parts} />
          <VoiceChoices />
        </Group>
      )}
      {availability === 'none' && (
        <Text role="status" c="dimmed">
          {NO_VOICE_MESSAGE}
        </Text>
      )}
      {extra}
    </Group>
  );
}
