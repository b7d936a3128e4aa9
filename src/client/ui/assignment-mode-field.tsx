import { Radio, Stack } from '@mantine/core';
import type { AssignmentMode } from '#contract/assignments.ts';

interface AssignmentModeFieldProps {
  value: AssignmentMode;
  onChange: (mode: AssignmentMode) => void;
}

/** Practice or Check (docs/product.md §7), wherever a text is assigned: to addresses or a class. */
export function AssignmentModeField({ value, onChange }: AssignmentModeFieldProps) {
  return (
    <Radio.Group label="Mode" value={value} onChange={(mode) => onChange(mode as AssignmentMode)}>
      <Stack gap="xs" mt="xs">
        <Radio
          value="practice"
          label="Practice"
          description="Says at once whether each answer is right, explains it and lets the pupil try again."
        />
        <Radio
          value="check"
          label="Check"
          description="Shows nothing about the answers until the pupil finishes."
        />
      </Stack>
    </Radio.Group>
  );
}
