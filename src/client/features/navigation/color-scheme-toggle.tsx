import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';

export type PickedColorScheme = 'light' | 'dark';

/**
 * Light and dark follow the system by default; this button picks the other one explicitly. `onPick`
 * keeps the choice elsewhere (a signed-in person's own theme preference, which the app then
 * applies); without it the choice is the device's.
 */
export function ColorSchemeToggle({ onPick }: { onPick?(scheme: PickedColorScheme): void }) {
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
      onClick={() => (onPick ?? setColorScheme)(next)}
    >
      <span aria-hidden="true">{current === 'dark' ? '☀' : '☾'}</span>
    </ActionIcon>
  );
}
