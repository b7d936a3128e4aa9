import { Radio, Stack } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { AssignmentMode } from '#contract/assignments.ts';

interface AssignmentModeFieldProps {
  value: AssignmentMode;
  onChange: (mode: AssignmentMode) => void;
}

/** Practice or Check (docs/product.md §7), wherever a text is assigned: to addresses or a class. */
export function AssignmentModeField({ value, onChange }: AssignmentModeFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <Radio.Group label={t('mode.label')} value={value} onChange={(mode) => onChange(mode as AssignmentMode)}>
      <Stack gap="xs" mt="xs">
        <Radio value="practice" label={t('mode.practice')} description={t('mode.practiceHint')} />
        <Radio value="check" label={t('mode.check')} description={t('mode.checkHint')} />
      </Stack>
    </Radio.Group>
  );
}
