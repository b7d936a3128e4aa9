import { Paper, SegmentedControl, Stack, Switch, Text, useMatches } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { readingFonts } from '#contract/reader-preferences.ts';
import type { ReaderPreferences } from './reader-preferences.ts';
import { readingStyleOf } from './reading-style-of.ts';

interface Props {
  preferences: ReaderPreferences;
  onChange(change: Partial<ReaderPreferences>): void;
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange(value: T): void;
}) {
  // Three or four choices side by side do not fit a phone whole: there they stack.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Stack gap={4}>
      <Text fw={600} id={`${props.label}-label`}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={`${props.label}-label`}
        value={props.value}
        data={props.data}
        onChange={(value) => props.onChange(value as T)}
        size="md"
        orientation={orientation}
        fullWidth
      />
    </Stack>
  );
}

/** Text size, line spacing, the font, line focus and the theme, with a sample of the result. */
export function ReadingPreferencesForm({ preferences, onChange }: Props) {
  const { t } = useTranslation('settings');
  const style = readingStyleOf(preferences);
  return (
    <Stack gap="md">
      <Choice
        label={t('preferences.textSize')}
        value={preferences.textSize}
        data={[
          { value: 'normal', label: t('preferences.normal') },
          { value: 'large', label: t('preferences.large') },
          { value: 'extra-large', label: t('preferences.extraLarge') },
        ]}
        onChange={(textSize) => onChange({ textSize })}
      />
      <Choice
        label={t('preferences.lineSpacing')}
        value={preferences.lineSpacing}
        data={[
          { value: 'normal', label: t('preferences.normal') },
          { value: 'relaxed', label: t('preferences.relaxed') },
          { value: 'loose', label: t('preferences.loose') },
        ]}
        onChange={(lineSpacing) => onChange({ lineSpacing })}
      />
      <Choice
        label={t('preferences.font')}
        value={preferences.font}
        data={readingFonts.map((font) => ({ value: font, label: t(`preferences.fonts.${font}`) }))}
        onChange={(font) => onChange({ font })}
      />
      <Switch
        size="md"
        label={t('preferences.lineFocus')}
        description={t('preferences.lineFocusDescription')}
        checked={preferences.lineFocus}
        onChange={(event) => onChange({ lineFocus: event.currentTarget.checked })}
      />
      <Choice
        label={t('preferences.theme')}
        value={preferences.theme}
        data={[
          { value: 'auto', label: t('preferences.themeAuto') },
          { value: 'light', label: t('preferences.themeLight') },
          { value: 'dark', label: t('preferences.themeDark') },
        ]}
        onChange={(theme) => onChange({ theme })}
      />
      <Paper withBorder p="md" radius="md">
        <Text style={style} data-testid="preferences-sample">
          {t('preferences.sample')}
        </Text>
      </Paper>
    </Stack>
  );
}
