import { Card, Group, Radio, Stack, Text } from '@mantine/core';
import type { Section } from './reader-rules.ts';

type Question = Section['questions'][number];

interface QuestionCardProps {
  question: Question;
  number: number;
  chosen: number | undefined;
  onChoose(questionId: number, choiceId: number): void;
  /** Reading a finished story again: the answer is shown, not changed. */
  disabled?: boolean;
}

/** A question with its choices as large radio cards (touch targets at least 48 px high). */
export function QuestionCard({ question, number, chosen, onChoose, disabled = false }: QuestionCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Radio.Group
        value={chosen === undefined ? null : String(chosen)}
        onChange={(value) => onChoose(question.id, Number(value))}
        label={
          <Text span fw={700} fz="lg">
            {number}. {question.content}
          </Text>
        }
      >
        <Stack gap="sm" mt="sm">
          {question.choices.map((choice) => (
            <Radio.Card
              key={choice.id}
              value={String(choice.id)}
              radius="md"
              p="md"
              mih={48}
              disabled={disabled}
            >
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator />
                <Text fz="lg">{choice.text}</Text>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}
