import { Badge, Blockquote, Button, Card, Group, List, Stack, Text } from '@mantine/core';
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

/**
 * What the shared checker found, one short sentence a teacher uses per flaw (docs/questions.md,
 * "Flaws on read"): a hint to look again, not an error; the question stays as it is.
 */
function FlawHints({ flaws }: { flaws: Question['flaws'] }) {
  const { t } = useTranslation('editor');
  if (flaws.length === 0) return null;
  return (
    <Stack
      gap={2}
      mt="xs"
      p="xs"
      role="note"
      aria-label={t('flaws.title')}
      bg="var(--mantine-color-yellow-light)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="xs" fw={600}>
        {t('flaws.title')}
      </Text>
      {flaws.map((flaw) => (
        <Text size="xs" key={flaw}>
          {t(`flaws.${flaw}`)}
        </Text>
      ))}
    </Stack>
  );
}

/** A question with its type and element, the checker's hints, its choices (the correct one marked), why the answer is right and the sentence that proves it. */
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
        <Badge size="sm" variant="light" color="grape">
          {t(`elements.${question.element}`)}
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
      <FlawHints flaws={question.flaws} />
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
