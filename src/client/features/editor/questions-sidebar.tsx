import { Alert, Button, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { QuestionGenerationStatus } from '#contract/questions.ts';
import { BuiltinQuestionsNote } from './builtin-questions-note.tsx';
import { generationProgress } from './generation-progress.ts';
import { QuestionCard } from './question-card.tsx';
import type { Question, TextQuestionsState } from './use-text-questions.ts';

interface QuestionsSidebarProps {
  state: TextQuestionsState;
  /** The text's language: for a Turkish one the sidebar says what the built-in generator writes. */
  language: string | undefined;
  questions: Question[];
  online: boolean;
  sectionBusy: boolean;
  queued: QuestionGenerationStatus | null;
  regenerating: number | null;
  onWrite: () => void;
  onEdit: (question: Question) => void;
  onRegenerate: (question: Question) => void;
  onDelete: (question: Question) => void;
  onGenerateSection: () => void;
  onGenerateAll: () => void;
}

function GenerationProgress({ queued }: { queued: QuestionGenerationStatus }) {
  const { t } = useTranslation('editor');
  const { finished, total, percent } = generationProgress(queued);
  return (
    <Stack gap={4}>
      <Text size="sm">{t('questions.generating', { finished, count: total })}</Text>
      <Progress value={percent} animated aria-label={t('questions.progress')} />
    </Stack>
  );
}

/** The sidebar is narrow on a tablet: let the long labels wrap instead of being cut off. */
const wrappingButton = {
  fullWidth: true,
  h: 'auto',
  py: 'xs',
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};

/** The current section's questions and the generation buttons (docs/product.md §2). */
export function QuestionsSidebar(props: QuestionsSidebarProps) {
  const { state, questions, online, sectionBusy, queued } = props;
  const { t } = useTranslation('editor');
  const running = sectionBusy || queued !== null;
  return (
    <Stack gap="sm" component="aside" aria-label={t('questions.title')}>
      <Title order={2} fz="lg">
        {t('questions.title')}
      </Title>
      <Button
        {...wrappingButton}
        loading={sectionBusy}
        disabled={!online || running}
        onClick={props.onGenerateSection}
      >
        {t('questions.generateSection')}
      </Button>
      <Button {...wrappingButton} variant="light" disabled={!online || running} onClick={props.onGenerateAll}>
        {t('questions.generateAll')}
      </Button>
      <Button {...wrappingButton} variant="default" disabled={!online} onClick={props.onWrite}>
        {t('questions.write')}
      </Button>
      <BuiltinQuestionsNote language={props.language} />
      {queued && <GenerationProgress queued={queued} />}
      {state.status === 'idle' && <Loader size="sm" aria-label={t('questions.loading')} />}
      {state.status === 'failed' && <Alert color="yellow">{t('questions.loadFailed')}</Alert>}
      {state.status === 'ready' && questions.length === 0 && !sectionBusy && (
        // A section may get no question (docs/questions.md): say so, and offer to write one.
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('questions.none')}
          </Text>
          <Button size="xs" variant="light" disabled={!online} onClick={props.onWrite}>
            {t('questions.writeOne')}
          </Button>
        </Stack>
      )}
      {questions.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          online={online}
          regenerating={props.regenerating === question.id}
          onEdit={props.onEdit}
          onRegenerate={props.onRegenerate}
          onDelete={props.onDelete}
        />
      ))}
    </Stack>
  );
}
