import { Paper, SegmentedControl, Stack, Switch, Text, useMatches } from '@mantine/core';
import { readingFontNames } from '#client/ui/reading-fonts.ts';
import { readingFonts } from '#contract/reader-preferences.ts';
import { type ReaderPreferences, readingStyleOf } from './reader-preferences.ts';

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
  const style = readingStyleOf(preferences);
  return (
    <Stack gap="md">
      <Choice
        label="Text size"
        value={preferences.textSize}
        data={[
          { value: 'normal', label: 'Normal' },
          { value: 'large', label: 'Large' },
          { value: 'extra-large', label: 'Extra large' },
        ]}
        onChange={(textSize) => onChange({ textSize })}
      />
      <Choice
        label="Line spacing"
        value={preferences.lineSpacing}
        data={[
          { value: 'normal', label: 'Normal' },
          { value: 'relaxed', label: 'Relaxed' },
          { value: 'loose', label: 'Loose' },
        ]}
        onChange={(lineSpacing) => onChange({ lineSpacing })}
      />
      <Choice
        label="Font"
        value={preferences.font}
        data={readingFonts.map((font) => ({ value: font, label: readingFontNames[font] }))}
        onChange={(font) => onChange({ font })}
      />
      <Switch
        size="md"
        label="Line focus"
        description="Dims every line of a story but the one being read."
        checked={preferences.lineFocus}
        onChange={(event) => onChange({ lineFocus: event.currentTarget.checked })}
      />
      <Choice
        label="Theme"
        value={preferences.theme}
        data={[
          { value: 'auto', label: 'Like the device' },
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
        onChange={(theme) => onChange({ theme })}
      />
      <Paper withBorder p="md" radius="md">
        <Text style={style} data-testid="preferences-sample">
          Once upon a time, a clever fox found a path through the tall grass.
        </Text>
      </Paper>
    </Stack>
  );
}
