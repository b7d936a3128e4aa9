import { Alert, Button, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import type { QuestionGenerationStatus } from '#contract/questions.ts';
import { generationProgress } from './generation-progress.ts';
import { QuestionCard } from './question-card.tsx';
import type { Question, TextQuestionsState } from './use-text-questions.ts';

interface QuestionsSidebarProps {
  state: TextQuestionsState;
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
  const { finished, total, percent } = generationProgress(queued);
  return (
    <Stack gap={4}>
      <Text size="sm">
        Generating questions: {finished} of {total} sections
      </Text>
      <Progress value={percent} animated aria-label="Question generation progress" />
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
  const running = sectionBusy || queued !== null;
  return (
    <Stack gap="sm" component="aside" aria-label="Questions">
      <Title order={2} fz="lg">
        Questions
      </Title>
      <Button
        {...wrappingButton}
        loading={sectionBusy}
        disabled={!online || running}
        onClick={props.onGenerateSection}
      >
        Generate questions for this section
      </Button>
      <Button {...wrappingButton} variant="light" disabled={!online || running} onClick={props.onGenerateAll}>
        Generate questions for the whole text
      </Button>
      <Button {...wrappingButton} variant="default" disabled={!online} onClick={props.onWrite}>
        Write a question
      </Button>
      {queued && <GenerationProgress queued={queued} />}
      {state.status === 'idle' && <Loader size="sm" aria-label="Loading questions" />}
      {state.status === 'failed' && <Alert color="yellow">Questions could not be loaded</Alert>}
      {state.status === 'ready' && questions.length === 0 && (
        <Text size="sm" c="dimmed">
          This section has no questions yet.
        </Text>
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
