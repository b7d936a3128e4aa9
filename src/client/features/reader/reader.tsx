import { Alert, Button, Center, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { UserSync } from '#client/sync/user-sync-atom.ts';
import { write } from '#client/sync/write.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { type ReaderView, saveReadingPosition } from '#local-db/reading/reader-view.ts';
import type { Evidence } from './evidence.ts';
import { LineFocus } from './line-focus.tsx';
import { StoryCover } from './paragraph-pictures.tsx';
import { QuestionCard } from './question-card.tsx';
import { ListenControls } from './read-aloud/listen-controls.tsx';
import {
  type ListenSettings,
  ReadAloudProvider,
  useReadAloudContext,
} from './read-aloud/read-aloud-context.tsx';
import {
  canFinish,
  canGoNext,
  furthestReachable,
  openingPosition,
  sectionOfParagraph,
  sectionsOf,
} from './reader-rules.ts';
import type { ReadingStyle } from './reading-style.ts';
import { SectionNavigation } from './section-navigation.tsx';
import { paragraphPart, SectionText } from './section-text.tsx';
import { useChooseAnswer } from './use-choose-answer.ts';
import { useReadingTime } from './use-reading-time.ts';
import { useShownAnswers } from './use-shown-answers.ts';

/** The pupil's own reading aids, kept with their reading preferences. */
export interface ReadingAids extends ListenSettings {
  lineFocus: boolean;
}

interface ReaderProps {
  sync: UserSync;
  view: ReaderView;
  style: ReadingStyle;
  aids: ReadingAids;
  onAidsChange(change: Partial<ReadingAids>): void;
  /** Open at this sentence, highlighted (the summary's 'Show me in the text'). */
  showEvidence?: Evidence | null;
}

/**
 * One section at a time, its questions after it; 'Next section' and 'Finish' follow the answers.
 * A completed assignment opens for reading again: every section open, the answers shown but fixed,
 * no reading time counted, and the summary one tap away.
 */
export function Reader(props: ReaderProps) {
  const { aids, onAidsChange } = props;
  // The text's own language (DESIGN.md §5 `text.language`); the app's for a text without one.
  const language =
    props.view.row.assignment.text.language || document.documentElement.lang || navigator.language || 'en';
  return (
    <ReadAloudProvider
      language={language}
      speechRate={aids.speechRate}
      voices={aids.voices}
      onChange={onAidsChange}
    >
      <ReaderSections {...props} />
    </ReadAloudProvider>
  );
}

function ReaderSections({ sync, view, style, aids, onAidsChange, showEvidence = null }: ReaderProps) {
  const { t } = useTranslation('reader');
  const stopReading = useReadAloudContext()?.stop;
  const readingAgain = view.status === 'completed';
  const { uuid } = view.row;
  const navigate = useNavigate();
  // The row is read again with every answer (one live query); its payload changes only with a pull.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pulledAt stands for the payload
  const sections = useMemo(() => sectionsOf(view.row.assignment), [uuid, view.row.pulledAt]);
  const { shown: answers, tap } = useShownAnswers(view.answers);
  // The progress and the ways on follow the local database, a frame after a tap: the tapped card
  // renders alone first, and Finish opens only once every answer is in the outbox.
  const settledAnswers = view.answers;
  const [position, setPosition] = useState(() => {
    const evidenceSection = showEvidence ? sectionOfParagraph(sections, showEvidence.paragraph_index) : -1;
    return evidenceSection >= 0 &&
      (readingAgain || evidenceSection <= furthestReachable(sections, view.answers))
      ? evidenceSection
      : openingPosition(sections, view.answers, view.savedChunkIndex);
  });
  const [evidence, setEvidence] = useState<Evidence | null>(showEvidence);
  const section = sections[position];
  const finishReadingTime = useReadingTime(sync, uuid, readingAgain ? null : (section?.chunkIndex ?? null));

  useEffect(() => {
    if (section) void saveReadingPosition(sync.db, uuid, section.chunkIndex);
  }, [sync.db, uuid, section]);

  const open = useCallback(
    (next: number) => {
      stopReading?.();
      setPosition(next);
      setEvidence(null);
      window.scrollTo({ top: 0 });
    },
    [stopReading],
  );
  const { choose, answersWritten } = useChooseAnswer({ sync, view, answers, tap, showEvidence: setEvidence });
  const showQuestionEvidence = useCallback((question: { evidence?: Evidence | null }) => {
    setEvidence(question.evidence ?? null);
  }, []);
  const finish = async () => {
    await answersWritten();
    await finishReadingTime();
    const completedAt = new Date().toISOString();
    await write(
      sync,
      'reading.complete',
      { uuid, completedAt, previousStatus: view.status },
      { sendAfterMs: 0 },
    );
    await navigate({ to: '/assignments/$uuid/summary', params: { uuid }, replace: true });
  };
  const sectionParts = useCallback(() => section?.paragraphs.map(paragraphPart) ?? [], [section]);
  const lineFocusSwitch = useMemo(
    () => (
      <Switch
        size="md"
        label={t('lineFocus')}
        checked={aids.lineFocus}
        onChange={(event) => onAidsChange({ lineFocus: event.currentTarget.checked })}
      />
    ),
    [t, aids.lineFocus, onAidsChange],
  );

  if (!section) return null;
  const { cover } = view.row.assignment.text;
  const questionsBefore = sections.slice(0, position).reduce((sum, s) => sum + s.questions.length, 0);
  const total = view.row.assignment.questions.length;
  const answered = view.row.assignment.questions.filter((question) => settledAnswers.has(question.id)).length;
  const nextLocked = !readingAgain && !canGoNext(sections, position, settledAnswers);
  return (
    <Stack gap="xl">
      {readingAgain && (
        <Alert color="green" variant="light" role="status" title={t('finishedTitle')}>
          {t('finishedBody')}
        </Alert>
      )}
      <SectionNavigation
        position={position}
        sectionCount={sections.length}
        furthest={readingAgain ? sections.length - 1 : furthestReachable(sections, settledAnswers)}
        answered={answered}
        total={total}
        onOpen={open}
      />
      {position === 0 && cover && (
        <Center>
          <StoryCover src={cover.src} />
        </Center>
      )}
      <ListenControls parts={sectionParts} extra={lineFocusSwitch} />
      <LineFocus enabled={aids.lineFocus}>
        <SectionText section={section} style={style} evidence={evidence} />
      </LineFocus>
      {section.questions.length > 0 && (
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('questions')}
          </Title>
          {section.questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              question={question}
              number={questionsBefore + index + 1}
              chosen={answers.get(question.id)}
              onChoose={choose}
              onShowEvidence={showQuestionEvidence}
              disabled={readingAgain}
              fontFamily={style.fontFamily}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between">
        <Button variant="default" size="lg" disabled={position === 0} onClick={() => open(position - 1)}>
          {t('previous')}
        </Button>
        {position < sections.length - 1 && (
          <Button size="lg" disabled={nextLocked} onClick={() => open(position + 1)}>
            {t('next')}
          </Button>
        )}
        {position === sections.length - 1 && !readingAgain && (
          <Button size="lg" color="green" disabled={!canFinish(sections, settledAnswers)} onClick={finish}>
            {t('finish')}
          </Button>
        )}
        {readingAgain && (
          <ButtonLink size="lg" variant="light" to="/assignments/$uuid/summary" params={{ uuid }}>
            {t('seeHow')}
          </ButtonLink>
        )}
      </Group>
      {position < sections.length - 1 && nextLocked && (
        <Text c="dimmed" ta="right">
          {/* Said wherever a section is still closed, so a child knows what opens it. */}
          {t('lockedSection')}
        </Text>
      )}
    </Stack>
  );
}
