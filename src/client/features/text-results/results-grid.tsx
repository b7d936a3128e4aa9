import { Table, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { answerStateLabel, answerStateOf } from '#client/ui/answer-mark.tsx';
import { AssignmentModeBadge } from '#client/ui/assignment-mode-badge.tsx';
import { AssignmentStatusBadge } from '#client/ui/assignment-status-badge.tsx';
import { formatDateTime } from '#client/ui/format-date-time.ts';
import { formatReadingTime } from '#client/ui/format-duration.ts';
import { OnTimeBadge } from '#client/ui/on-time-badge.tsx';
import type { ResultPupil, ResultQuestion } from '#contract/results.ts';
import { type PupilSort, type PupilSortKey, pupilLabel, sortPupils } from './results-order.ts';

const marks = { right: '✓', wrong: '✗', unanswered: '–', answered: '•' } as const;

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: PupilSortKey;
  sort: PupilSort;
  onSort: (key: PupilSortKey) => void;
}) {
  const active = sort.key === column;
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ' ↕'}</span>
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
  const answer = pupil.answers.find((entry) => entry.question_id === question.id);
  const state = answerStateOf(answer !== undefined, answer?.correct ?? null);
  const color = state === 'right' ? 'teal' : state === 'wrong' ? 'red' : 'dimmed';
  return (
    <Table.Td ta="center" data-answer={state}>
      <Text span fw={700} c={color} aria-hidden="true">
        {marks[state]}
      </Text>
      <VisuallyHidden>{`Q${number}: ${answerStateLabel(state)}`}</VisuallyHidden>
    </Table.Td>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <Table.Td style={{ whiteSpace: 'nowrap' }}>{children}</Table.Td>;
}

/** Pupils × questions, sortable by any of the pupil's columns; scrolls sideways on a narrow screen. */
export function ResultsGrid({ questions, pupils }: { questions: ResultQuestion[]; pupils: ResultPupil[] }) {
  const [sort, setSort] = useState<PupilSort>({ key: 'name', descending: false });
  const onSort = (key: PupilSortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }));
  const header = (label: string, column: PupilSortKey) => (
    <SortHeader label={label} column={column} sort={sort} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={760 + questions.length * 44}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Results by pupil">
        <Table.Thead>
          <Table.Tr>
            {header('Pupil', 'name')}
            {header('Score', 'score')}
            {header('Status', 'status')}
            {header('Mode', 'mode')}
            {header('Time', 'time')}
            {header('Completed', 'completed')}
            {header('On time', 'on_time')}
            {questions.map((question, index) => (
              <Table.Th key={question.id} ta="center">
                <Tooltip label={question.content} withinPortal>
                  <span>Q{index + 1}</span>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortPupils(pupils, sort).map((pupil) => (
            <Table.Tr key={pupil.assignment_uuid}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {pupilLabel(pupil)}
                </Text>
                {pupil.name && pupil.email && (
                  <Text size="xs" c="dimmed">
                    {pupil.email}
                  </Text>
                )}
              </Table.Td>
              <Cell>
                {pupil.score_percent === null ? '—' : `${pupil.score_percent}%`}
                <Text size="xs" c="dimmed">
                  {pupil.answered}/{pupil.total} answered
                </Text>
              </Cell>
              <Cell>
                <AssignmentStatusBadge status={pupil.status} />
              </Cell>
              <Cell>
                <AssignmentModeBadge mode={pupil.mode} />
              </Cell>
              <Cell>{formatReadingTime(pupil.time_spent_seconds)}</Cell>
              <Cell>{formatDateTime(pupil.completed_at)}</Cell>
              <Cell>
                <OnTimeBadge completed={pupil.status === 'completed'} onTime={pupil.submitted_on_time} />
              </Cell>
              {questions.map((question, index) => (
                <AnswerCell key={question.id} pupil={pupil} question={question} number={index + 1} />
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
