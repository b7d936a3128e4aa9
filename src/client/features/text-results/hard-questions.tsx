import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '#client/ui/anchor-link.tsx';
import type { ResultQuestion } from '#contract/results.ts';
import { hardestFirst } from './results-order.ts';

/** "3 of 4 right (75%)", or that no answer counts yet. */
function shareText(question: ResultQuestion) {
  if (question.correct_rate === null) return 'No answers yet';
  const right = Math.round(question.correct_rate * question.answered);
  return `${right} of ${question.answered} right (${Math.round(question.correct_rate * 100)}%)`;
}

/** "7 of 12 chose 'the Emperor'": the wrong answer most pupils took. */
function wrongText(question: ResultQuestion) {
  const wrong = question.most_chosen_wrong;
  return wrong ? `${wrong.count} of ${question.answered} chose '${wrong.text}'` : null;
}

/** The questions, hardest first, each with its share right, its most chosen wrong answer and a link to edit it. */
export function HardQuestions({ textId, questions }: { textId: number; questions: ResultQuestion[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="hard-questions">
      <Title order={2} fz="h3" id="hard-questions">
        Questions, hardest first
      </Title>
      {questions.length === 0 && <Text c="dimmed">This text has no questions yet.</Text>}
      {hardestFirst(questions).map(({ question, number }) => (
        <Card key={question.id} withBorder radius="md" padding="sm" data-testid="hard-question">
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <AnchorLink
                to="/texts/$id/edit"
                params={{ id: String(textId) }}
                search={{ question: question.id }}
                fw={700}
                style={{ flex: '1 1 18rem', display: 'flex', alignItems: 'center', minHeight: 44 }}
              >
                Q{number}. {question.content}
              </AnchorLink>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {shareText(question)}
              </Text>
            </Group>
            {question.correct_rate !== null && (
              <Progress
                value={question.correct_rate * 100}
                color="teal"
                size="sm"
                aria-label={`Q${number}: share right`}
              />
            )}
            {wrongText(question) && (
              <Text size="sm" c="dimmed">
                {wrongText(question)}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
