import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { errorInScreenLanguage, withErrorInScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { type QuestionType, questionTypes } from '#contract/question-fields.ts';
import {
  MAX_CHOICES,
  MIN_CHOICES,
  type TeacherQuestionBody,
  teacherQuestionBodySchema,
} from '#contract/questions.ts';
import type { Paragraph } from '#contract/texts.ts';
import { sentencesOf } from './sentences.ts';
import type { Question } from './use-text-questions.ts';

export interface QuestionFormValues {
  paragraph_index: string;
  type: QuestionType;
  content: string;
  choices: string[];
  correct: string;
  explanation: string;
  evidence: string | null;
}

interface QuestionFormProps {
  /** The question being fixed, or null for a new one. */
  question: Question | null;
  paragraphs: Paragraph[];
  onCancel: () => void;
  /** Sends the question; answers the server's field errors when it refuses it. */
  onSubmit: (body: TeacherQuestionBody) => Promise<Record<string, string[]> | undefined>;
}

function initialValues(question: Question | null, paragraphs: Paragraph[]): QuestionFormValues {
  if (!question) {
    return {
      paragraph_index: String(paragraphs[0]?.paragraph_index ?? 0),
      type: 'what',
      content: '',
      choices: ['', '', ''],
      correct: '0',
      explanation: '',
      evidence: null,
    };
  }
  return {
    paragraph_index: String(question.paragraph_index),
    type: question.type,
    content: question.content,
    choices: question.choices.map((choice) => choice.text),
    correct: String(
      Math.max(
        0,
        question.choices.findIndex((choice) => choice.is_correct),
      ),
    ),
    explanation: question.explanation,
    evidence: question.evidence?.sentence ?? null,
  };
}

function bodyOf(values: QuestionFormValues): TeacherQuestionBody {
  const paragraphIndex = Number(values.paragraph_index);
  return {
    paragraph_index: paragraphIndex,
    type: values.type,
    content: values.content,
    choices: values.choices.map((text, index) => ({ text, is_correct: String(index) === values.correct })),
    explanation: values.explanation,
    evidence: values.evidence ? { paragraph_index: paragraphIndex, sentence: values.evidence } : null,
  };
}

/** The contract's and the server's error paths (`choices.1.text`) as the form's fields (`choices.1`). */
function formErrors(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, messages]) => [
      path.replace(/^(choices\.\d+)\.text$/, '$1').replace(/^evidence\..*$/, 'evidence'),
      messages[0] ?? '',
    ]),
  );
}

function zodErrors(values: QuestionFormValues): Record<string, string[]> {
  const parsed = teacherQuestionBodySchema.safeParse(bodyOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.') || 'content';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

const paragraphStart = (paragraph: Paragraph) =>
  `${paragraph.content.slice(0, 60)}${paragraph.content.length > 60 ? '…' : ''}`;

/** Write or fix a question: type, stem, 2–5 choices with the correct one, explanation, evidence sentence. */
export function QuestionForm({ question, paragraphs, onCancel, onSubmit }: QuestionFormProps) {
  const { t } = useTranslation('editor');
  const phone = useMediaQuery('(max-width: 36em)');
  const [sending, setSending] = useState(false);
  const form = useForm<QuestionFormValues>({ initialValues: initialValues(question, paragraphs) });
  const { values } = form;
  const paragraph = paragraphs.find((p) => String(p.paragraph_index) === values.paragraph_index);
  const sentences = paragraph ? sentencesOf(paragraph.content) : [];

  async function submit(current: QuestionFormValues) {
    const errors = zodErrors(current);
    if (Object.keys(errors).length > 0) {
      form.setErrors(formErrors(errors));
      return;
    }
    setSending(true);
    const refused = await onSubmit(bodyOf(current));
    setSending(false);
    if (refused) form.setErrors(formErrors(refused));
  }

  return (
    <Modal
      opened
      onClose={onCancel}
      title={question ? t('form.editTitle') : t('questions.write')}
      size="lg"
      fullScreen={phone}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <Select
            label={t('form.paragraph')}
            data={paragraphs.map((p) => ({
              value: String(p.paragraph_index),
              label: t('form.paragraphOption', { number: p.paragraph_index + 1, start: paragraphStart(p) }),
            }))}
            allowDeselect={false}
            {...withErrorInScreenLanguage(form.getInputProps('paragraph_index'))}
            onChange={(value) => {
              form.setFieldValue('paragraph_index', value ?? values.paragraph_index);
              form.setFieldValue('evidence', null);
            }}
          />
          <Select
            label={t('form.type')}
            data={questionTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            allowDeselect={false}
            {...withErrorInScreenLanguage(form.getInputProps('type'))}
          />
          <Textarea
            label={t('form.question')}
            autosize
            minRows={2}
            {...withErrorInScreenLanguage(form.getInputProps('content'))}
          />
          <Radio.Group
            label={t('form.choices')}
            description={t('form.pickCorrect')}
            {...withErrorInScreenLanguage(form.getInputProps('correct'))}
            error={errorInScreenLanguage(form.errors.choices)}
          >
            <Stack gap="xs" mt="xs">
              {values.choices.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: choices are edited in place by position
                <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                  <Radio
                    size="md"
                    value={String(index)}
                    aria-label={t('form.choiceCorrect', { number: index + 1 })}
                    mt={12}
                  />
                  <TextInput
                    flex={1}
                    aria-label={t('form.choice', { number: index + 1 })}
                    placeholder={t('form.choice', { number: index + 1 })}
                    {...withErrorInScreenLanguage(form.getInputProps(`choices.${index}`))}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('form.removeChoice', { number: index + 1 })}
                    disabled={values.choices.length <= MIN_CHOICES}
                    onClick={() => {
                      form.removeListItem('choices', index);
                      const correct = Number(values.correct);
                      if (correct >= index && correct > 0) form.setFieldValue('correct', String(correct - 1));
                    }}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          <Button
            variant="subtle"
            disabled={values.choices.length >= MAX_CHOICES}
            onClick={() => form.insertListItem('choices', '')}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('form.addChoice')}
          </Button>
          <Textarea
            label={t('form.why')}
            description={t('form.whyHint')}
            autosize
            minRows={2}
            {...withErrorInScreenLanguage(form.getInputProps('explanation'))}
          />
          <EvidencePicker
            sentences={sentences}
            chosen={values.evidence}
            error={errorInScreenLanguage(form.errors.evidence)}
            onChoose={(sentence) =>
              form.setFieldValue('evidence', sentence === values.evidence ? null : sentence)
            }
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {question ? t('form.save') : t('form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface EvidencePickerProps {
  sentences: string[];
  chosen: string | null;
  error: React.ReactNode;
  onChoose: (sentence: string) => void;
}

/** The paragraph's sentences; tapping one makes it the evidence (tapping it again takes it back). */
function EvidencePicker({ sentences, chosen, error, onChoose }: EvidencePickerProps) {
  const { t } = useTranslation('editor');
  return (
    <Stack gap={4} role="group" aria-label={t('form.evidence')}>
      <Text size="sm" fw={500}>
        {t('form.evidence')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('form.evidenceHint')}
      </Text>
      {sentences.map((sentence) => {
        const selected = sentence === chosen;
        return (
          <UnstyledButton
            key={sentence}
            aria-pressed={selected}
            onClick={() => onChoose(sentence)}
            p="xs"
            mih={44}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: `1px solid ${selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
              background: selected ? 'var(--mantine-primary-color-light)' : undefined,
            }}
          >
            <Text size="sm">{sentence}</Text>
          </UnstyledButton>
        );
      })}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
