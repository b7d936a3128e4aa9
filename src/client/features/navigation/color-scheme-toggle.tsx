import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

/** Light and dark follow the system by default; this button picks the other one explicitly. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light');
  const next = current === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('colorScheme.toDark') : t('colorScheme.toLight');
  return (
    <ActionIcon
      variant="default"
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      <span aria-hidden="true">{current === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
