import { Badge, Button, Card, Group, List, Text } from '@mantine/core';
import type { Question } from './use-text-questions.ts';

interface QuestionCardProps {
  question: Question;
  online: boolean;
  onDelete: (question: Question) => void;
}

/** A question with its choices; the correct one is marked. */
export function QuestionCard({ question, online, onDelete }: QuestionCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={question.content}>
      <Text fw={600} size="sm">
        {question.content}
      </Text>
      <List size="sm" mt={4} spacing={2}>
        {question.choices.map((choice) => (
          <List.Item key={choice.id}>
            <Group gap={6}>
              <Text size="sm" fw={choice.is_correct ? 700 : undefined}>
                {choice.text}
              </Text>
              {choice.is_correct && (
                <Badge size="xs" color="green">
                  Correct
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" variant="subtle" color="red" disabled={!online} onClick={() => onDelete(question)}>
          Delete question
        </Button>
      </Group>
    </Card>
  );
}
