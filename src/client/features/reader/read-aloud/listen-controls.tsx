import { Button, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { PauseIcon, PlayIcon, SpeakerIcon, StopIcon } from '#client/ui/icons.tsx';
import { speechRates } from '#contract/reader-preferences.ts';
import { languageName } from './language-name.ts';
import { useReadAloudContext } from './read-aloud-context.tsx';
import type { SpokenPart } from './use-read-aloud.ts';

const rateNames = { 0.7: 'slow', 1: 'normal', 1.3: 'fast' } as const satisfies Record<
  (typeof speechRates)[number],
  string
>;

function PlayButtons({ parts }: { parts: () => SpokenPart[] }) {
  const { t } = useTranslation('reader');
  const readAloud = useReadAloudContext();
  if (!readAloud) return null;
  const { status } = readAloud;
  return (
    <Group gap="sm">
      {status === 'idle' && (
        <Button leftSection={<SpeakerIcon />} onClick={() => readAloud.read(parts())}>
          {t('listenSection')}
        </Button>
      )}
      {status === 'speaking' && (
        <Button leftSection={<PauseIcon />} variant="light" onClick={readAloud.pause}>
          {t('pause')}
        </Button>
      )}
      {status === 'paused' && (
        <Button leftSection={<PlayIcon />} variant="light" onClick={readAloud.resume}>
          {t('resume')}
        </Button>
      )}
      {status !== 'idle' && (
        <Button leftSection={<StopIcon />} variant="default" onClick={readAloud.stop}>
          {t('stop')}
        </Button>
      )}
    </Group>
  );
}

function VoiceChoices() {
  const { t } = useTranslation('reader');
  const readAloud = useReadAloudContext();
  if (!readAloud) return null;
  const { speechRate, voices, voice, onChange, pickVoice } = readAloud;
  return (
    <Group gap="md" align="flex-end">
      <Stack gap={4}>
        <Text fw={600} id="listen-speed-label">
          {t('speed')}
        </Text>
        <SegmentedControl
          aria-labelledby="listen-speed-label"
          value={String(speechRate)}
          data={speechRates.map((rate) => ({ value: String(rate), label: t(rateNames[rate]) }))}
          onChange={(value) => onChange({ speechRate: Number(value) })}
        />
      </Stack>
      {voices.length > 1 && (
        <NativeSelect
          label={t('voice')}
          value={voice?.voiceURI ?? ''}
          data={voices.map((option) => ({
            value: option.voiceURI,
            label: option.localService ? option.name : t('needsInternet', { name: option.name }),
          }))}
          onChange={(event) => pickVoice(event.currentTarget.value)}
        />
      )}
    </Group>
  );
}

/** Said when no voice of the device speaks the text's language, so another language's voice reads it. */
function OtherLanguageNotice() {
  const { t, i18n } = useTranslation('reader');
  const readAloud = useReadAloudContext();
  if (!readAloud?.voice || readAloud.speaksLanguage) return null;
  const appLanguage = i18n.resolvedLanguage ?? 'en';
  return (
    <Text role="status" c="dimmed" w="100%">
      {t('otherLanguageVoice', {
        language: languageName(readAloud.language, appLanguage),
        voice: readAloud.voice.name,
        voiceLanguage: languageName(readAloud.voice.lang, appLanguage),
      })}
    </Text>
  );
}

/**
 * The section's Listen bar: read the section, pause, resume, stop, speed and voice; `extra` (the line
 * focus switch) sits beside them. Where the device has no voice, it says so instead; where it has none
 * for the text's language, it says which voice reads instead.
 */
export const ListenControls = memo(function ListenControls({
  parts,
  extra,
}: {
  parts: () => SpokenPart[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation('reader');
  const availability = useReadAloudContext()?.availability;
  return (
    <Group gap="md" align="flex-end" justify="space-between" data-testid="listen-controls">
      {availability === 'ready' && (
        <Group gap="md" align="flex-end">
          <PlayButtons parts={parts} />
          <VoiceChoices />
        </Group>
      )}
      {availability === 'ready' && <OtherLanguageNotice />}
      {availability === 'none' && (
        <Text role="status" c="dimmed">
          {t('noVoice')}
        </Text>
      )}
      {extra}
    </Group>
  );
});
