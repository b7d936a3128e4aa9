import { Stack, Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { answerStateLabel, answerStateOf } from '#client/ui/answer-mark.tsx';
import { AssignmentModeBadge } from '#client/ui/assignment-mode-badge.tsx';
import { AssignmentStatusBadge } from '#client/ui/assignment-status-badge.tsx';
import { OnTimeBadge } from '#client/ui/on-time-badge.tsx';
import { ReadingLevelText } from '#client/ui/reading-level-text.tsx';
import type { ResultPupil, ResultQuestion } from '#contract/results.ts';
import { type PupilSort, type PupilSortKey, pupilLabel, sortPupils } from './results-order.ts';

const marks = { right: '✓', wrong: '✗', unanswered: '–', answered: '•' } as const;

/**
 * The pupil's column stays put while the grid scrolls sideways (a phone shows two or three
 * columns): whose row it is must stay readable. Opaque, so the scrolled cells pass beneath it.
 */
const stuck: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  maxWidth: '11rem',
};

function SortHeader({
  label,
  column,
  sort,
  onSort,
  style,
}: {
  label: string;
  column: PupilSortKey;
  sort: PupilSort;
  onSort: (key: PupilSortKey) => void;
  style?: CSSProperties;
}) {
  const active = sort.key === column;
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'} style={style}>
      {/* At least 44 px tall: a finger sorts on a tablet. */}
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        mih={44}
        style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center' }}
      >
        {label}
        <span aria-hidden="true" style={{ marginInlineStart: 4 }}>
          {active ? (sort.descending ? '▼' : '▲') : '↕'}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One pupil's answer to one question: a mark people read (✓ ✗ – •), its word for screen readers. */
function AnswerCell({
  pupil,
  question,
  number,
}: {
  pupil: ResultPupil;
  question: ResultQuestion;
  number: number;
}) {
  const { t } = useTranslation('results');
  const answer = pupil.answers.find((entry) => entry.question_id === question.id);
  const state = answerStateOf(answer !== undefined, answer?.correct ?? null);
  const color = state === 'right' ? 'teal' : state === 'wrong' ? 'red' : 'dimmed';
  return (
    <Table.Td ta="center" data-answer={state}>
      <Text span fw={700} c={color} aria-hidden="true">
        {marks[state]}
      </Text>
      <VisuallyHidden>{`${t('questionShort', { number })}: ${answerStateLabel(state)}`}</VisuallyHidden>
    </Table.Td>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <Table.Td style={{ whiteSpace: 'nowrap' }}>{children}</Table.Td>;
}

/**
 * Pupils × questions, sortable by the pupil's columns. The answers come right after the score and
 * status, so a tablet shows them without scrolling; time and dates follow. Scrolls sideways.
 */
export function ResultsGrid({ questions, pupils }: { questions: ResultQuestion[]; pupils: ResultPupil[] }) {
  const { t } = useTranslation('results');
  const format = useFormatters();
  const [sort, setSort] = useState<PupilSort>({ key: 'name', descending: false });
  const onSort = (key: PupilSortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }));
  const header = (label: string, column: PupilSortKey, style?: CSSProperties) => (
    <SortHeader label={label} column={column} sort={sort} onSort={onSort} style={style} />
  );
  return (
    <Table.ScrollContainer minWidth={700 + questions.length * 40}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('grid.label')}>
        <Table.Thead>
          <Table.Tr>
            {header(t('grid.pupil'), 'name', stuck)}
            {header(t('grid.score'), 'score')}
            {header(t('grid.status'), 'status')}
            {header(t('grid.level'), 'level')}
            {questions.map((question, index) => (
              <Table.Th key={question.id} ta="center">
                <Tooltip label={question.content} withinPortal>
                  <span>{t('questionShort', { number: index + 1 })}</span>
                </Tooltip>
              </Table.Th>
            ))}
            {header(t('grid.time'), 'time')}
            {header(t('grid.completed'), 'completed')}
            {header(t('grid.onTime'), 'on_time')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortPupils(pupils, sort).map((pupil) => (
            <Table.Tr key={pupil.assignment_uuid}>
              <Table.Td style={stuck}>
                {/* The address only on hover: names keep rows short; the CSV and the review carry it. */}
                <Text fw={600} size="sm" title={pupil.email ?? undefined}>
                  {pupilLabel(pupil)}
                </Text>
              </Table.Td>
              <Cell>
                {pupil.score_percent === null ? '—' : t('grid.percent', { percent: pupil.score_percent })}
                <Text size="xs" c="dimmed">
                  {t('grid.answered', { answered: pupil.answered, total: pupil.total })}
                </Text>
              </Cell>
              <Cell>
                <Stack gap={4} align="flex-start">
                  <AssignmentStatusBadge status={pupil.status} />
                  <AssignmentModeBadge mode={pupil.mode} size="sm" />
                </Stack>
              </Cell>
              <Cell>
                <ReadingLevelText level={pupil.reading_level} />
              </Cell>
              {questions.map((question, index) => (
                <AnswerCell key={question.id} pupil={pupil} question={question} number={index + 1} />
              ))}
              <Cell>{format.readingTime(pupil.time_spent_seconds)}</Cell>
              <Cell>{format.dateTime(pupil.completed_at)}</Cell>
              <Cell>
                <OnTimeBadge completed={pupil.status === 'completed'} onTime={pupil.submitted_on_time} />
              </Cell>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
