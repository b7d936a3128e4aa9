import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Summary } from '#contract/reading.ts';

type SummaryQuestion = Summary['questions'][number];

const choiceText = (question: SummaryQuestion, id: number | null | undefined) =>
  question.choices.find((choice) => choice.id === id)?.text;

/** Each question with the pupil's choice and the correct one. */
export function SummaryQuestions({ questions }: { questions: SummaryQuestion[] }) {
  return (
    <Stack gap="md">
      {questions.map((question, index) => {
        const correct = question.choices.find((choice) => choice.is_correct);
        const chosen = choiceText(question, question.chosen_choice_id);
        return (
          <Card key={question.id} withBorder radius="lg" padding="lg" data-testid="summary-question">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={700} fz="lg">
                {index + 1}. {question.content}
              </Text>
              <Badge color={question.correct ? 'green' : 'red'} size="lg">
                {question.correct ? 'Correct' : 'Not correct'}
              </Badge>
            </Group>
            <Text mt="sm">Your answer: {chosen ?? 'No answer'}</Text>
            {!question.correct && <Text c="green.8">Correct answer: {correct?.text}</Text>}
          </Card>
        );
      })}
    </Stack>
  );
}
