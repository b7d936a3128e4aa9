import { Badge, Blockquote, Button, Card, Group, List, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { Question } from './use-text-questions.ts';

interface QuestionCardProps {
  question: Question;
  online: boolean;
  regenerating: boolean;
  onEdit: (question: Question) => void;
  onRegenerate: (question: Question) => void;
  onDelete: (question: Question) => void;
}

/** A question with its type, its choices (the correct one marked), why the answer is right and the sentence that proves it. */
export function QuestionCard({
  question,
  online,
  regenerating,
  onEdit,
  onRegenerate,
  onDelete,
}: QuestionCardProps) {
  const { t } = useTranslation('editor');
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={question.content}>
      <Group gap={6} mb={4}>
        <Badge size="sm" variant="light">
          {t(`types.${question.type}`)}
        </Badge>
        <Badge size="sm" variant="outline" color="gray">
          {t(`sources.${question.source}`)}
        </Badge>
      </Group>
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
                  {t('card.correct')}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {question.explanation && (
        <Text size="sm" mt="xs">
          <Text span fw={600}>
            {t('card.why')}{' '}
          </Text>
          {question.explanation}
        </Text>
      )}
      {question.evidence && (
        <Blockquote mt="xs" p="xs" fz="sm" aria-label={t('form.evidence')}>
          {question.evidence.sentence}
        </Blockquote>
      )}
      <Group justify="flex-end" mt="xs" gap={4}>
        <Button size="xs" variant="subtle" disabled={!online} onClick={() => onEdit(question)}>
          {t('card.edit')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          disabled={!online}
          loading={regenerating}
          onClick={() => onRegenerate(question)}
        >
          {t('card.regenerate')}
        </Button>
        <Button size="xs" variant="subtle" color="red" disabled={!online} onClick={() => onDelete(question)}>
          {t('card.delete')}
        </Button>
      </Group>
    </Card>
  );
}
