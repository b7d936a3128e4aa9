import { Alert, Button, Card, Group, Radio, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { type Feedback, feedbackOf } from './practice-feedback.ts';
import { ListenButton } from './read-aloud/listen-button.tsx';
import { SpokenText } from './read-aloud/spoken-text.tsx';
import type { Section } from './reader-rules.ts';

type Question = Section['questions'][number];

interface QuestionCardProps {
  question: Question;
  number: number;
  chosen: number | undefined;
  onChoose(questionId: number, choiceId: number): void;
  /** Practice: brings the sentence that answers the question into view, highlighted. */
  onShowEvidence?(question: Question): void;
  /** Reading a finished story again: the answer is shown, not changed. */
  disabled?: boolean;
  /** The pupil's reading font, as in the text. */
  fontFamily?: string;
}

/** A question is read aloud as its stem, then each choice, each highlighted as it is read. */
const questionParts = (question: Question) => [
  { key: `question:${question.id}`, text: question.content },
  ...question.choices.map((choice) => ({ key: `choice:${choice.id}`, text: choice.text })),
];

/** The colour of a choice's card once a practice answer is judged: the right one green, a wrong pick red. */
function choiceColor(feedback: Feedback | null, choiceId: number) {
  if (!feedback) return undefined;
  if (feedback.correct && choiceId === feedback.chosen) return 'var(--mantine-color-green-filled)';
  if (!feedback.correct && choiceId === feedback.chosen) return 'var(--mantine-color-red-filled)';
  return undefined;
}

/**
 * A question with its choices as large radio cards (touch targets at least 48 px high). In practice
 * the answer is judged at once, on the device (the key came with the assignment), so it works offline.
 * Memoised: a tap renders the tapped card alone, so its feedback is painted in the tap's frame.
 */
export const QuestionCard = memo(function QuestionCard(props: QuestionCardProps) {
  const { t } = useTranslation('reader');
  const { question, number, chosen, onChoose, onShowEvidence, disabled = false, fontFamily } = props;
  const feedback = feedbackOf(question, chosen);
  return (
    <Card withBorder radius="lg" padding="lg" style={{ fontFamily }}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Group
          flex={1}
          value={chosen === undefined ? null : String(chosen)}
          onChange={(value) => onChoose(question.id, Number(value))}
          label={
            <Text span fw={700} fz="lg" ff={fontFamily}>
              {number}. <SpokenText partKey={`question:${question.id}`} text={question.content} />
            </Text>
          }
        >
          <Stack gap="sm" mt="sm">
            {question.choices.map((choice) => {
              const color = choiceColor(feedback, choice.id);
              return (
                <Radio.Card
                  key={choice.id}
                  value={String(choice.id)}
                  radius="md"
                  p="md"
                  mih={48}
                  disabled={disabled}
                  style={color ? { borderColor: color, borderWidth: 2 } : undefined}
                >
                  <Group wrap="nowrap" gap="md">
                    <Radio.Indicator />
                    <Text fz="lg" ff={fontFamily}>
                      <SpokenText partKey={`choice:${choice.id}`} text={choice.text} />
                    </Text>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
        <ListenButton label={t('listenQuestion', { number })} parts={() => questionParts(question)} />
      </Group>
      {feedback && (
        <Alert
          mt="md"
          role="status"
          variant="light"
          color={feedback.correct ? 'green' : 'orange'}
          title={feedback.correct ? t('right') : t('notQuite')}
        >
          <Stack gap="xs" align="flex-start">
            {feedback.explanation && <Text>{feedback.explanation}</Text>}
            {!feedback.correct && question.evidence && onShowEvidence && (
              <Button variant="subtle" onClick={() => onShowEvidence(question)}>
                {t('showMe')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Card>
  );
});
