import { Button, Group, NativeSelect, Progress, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { answeredPercent } from './reader-rules.ts';

interface SectionNavigationProps {
  position: number;
  sectionCount: number;
  /** Sections after this one stay closed until the ones before are answered. */
  furthest: number;
  answered: number;
  total: number;
  onOpen(position: number): void;
}

/** Numbered buttons for a short text, a list to pick from for a long one. */
const BUTTONS_UP_TO = 12;

/** The progress bar and the way between sections. */
export const SectionNavigation = memo(function SectionNavigation(props: SectionNavigationProps) {
  const { t } = useTranslation('reader');
  const { position, sectionCount, furthest, answered, total, onOpen } = props;
  const percent = answeredPercent(answered, total);
  const reachable = Array.from({ length: furthest + 1 }, (_, index) => index);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('sectionOf', { position: position + 1, count: sectionCount })}</Text>
        <Text c="dimmed">{t('answeredOf', { answered, total })}</Text>
      </Group>
      <Progress value={percent} size="lg" radius="xl" aria-label={t('progress', { percent })} />
      {sectionCount > 1 && sectionCount <= BUTTONS_UP_TO && (
        <Group gap="xs" aria-label={t('sections')} role="navigation">
          {Array.from({ length: sectionCount }, (_, index) => (
            <Button
              // biome-ignore lint/suspicious/noArrayIndexKey: sections are positions
              key={index}
              miw={48}
              h={48}
              variant={index === position ? 'filled' : 'light'}
              disabled={index > furthest}
              aria-current={index === position ? 'step' : undefined}
              aria-label={t('section', { number: index + 1 })}
              onClick={() => onOpen(index)}
            >
              {index + 1}
            </Button>
          ))}
        </Group>
      )}
      {sectionCount > 1 && furthest < sectionCount - 1 && (
        <Text size="sm" c="dimmed">
          {t('lockedSections')}
        </Text>
      )}
      {sectionCount > BUTTONS_UP_TO && (
        <NativeSelect
          label={t('goToSection')}
          value={String(position)}
          onChange={(event) => onOpen(Number(event.currentTarget.value))}
          data={reachable.map((index) => ({
            value: String(index),
            label: t('section', { number: index + 1 }),
          }))}
        />
      )}
    </Stack>
  );
});
