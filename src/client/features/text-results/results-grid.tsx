import './results-grid.css';
import { Group, Pagination, Stack, Table, Text, UnstyledButton, useMatches } from '@mantine/core';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { useFormatters } from '#client/i18n/use-formatters.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { type AnswerState, answerStateOf } from '#client/ui/answer-mark.tsx';
import { useFirstPaintDone } from '#client/ui/use-first-paint-done.ts';
import type { ResultPupil, ResultQuestion } from '#contract/results.ts';
import {
  PUPILS_PER_PAGE,
  type PupilSort,
  type PupilSortKey,
  pupilLabel,
  sortPupils,
} from './results-order.ts';
import { LevelText, ModeBadge, OnTimeBadge, StatusBadge } from './results-row-badges.tsx';

/**
 * Column widths in rem. The grid is laid out with `table-layout: fixed` from these, instead of the
 * browser measuring every cell of a page (50 pupils × every question) first: `npm run
 * bench:results` times it. Wide enough for the longest English and Turkish words.
 */
const widths: Record<PupilSortKey, number> = {
  name: 11,
  score: 9,
  status: 8.5,
  level: 6.5,
  time: 6,
  completed: 10.5,
  on_time: 8,
};
const QUESTION_WIDTH = 3.25;
const gridWidth = (questions: number) =>
  Object.values(widths).reduce((sum, width) => sum + width, 0) + questions * QUESTION_WIDTH;

/**
 * The rows a tall desktop screen shows under the heading (a row is about 77 px). The grid draws
 * these first and the rest of the page of pupils in the next task: most of the screen's time is the
 * browser laying out the cells, and these are the ones in sight (`npm run bench:results`).
 */
const FIRST_ROWS = 12;

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
    <Table.Th
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      // The pupil's column is as wide as results-grid.css says (narrower on a phone).
      className={column === 'name' ? 'results-pupil' : undefined}
      style={column === 'name' ? undefined : { width: `${widths[column]}rem` }}
    >
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

/** A question's column: its id and its short name ("Q3"). */
interface QuestionColumn {
  id: number;
  label: string;
}

/** Each answer state's word for screen readers, in the language on screen. */
type StateWords = Record<AnswerState, string>;

/** The words once per grid, not once a cell; a new language gives a new `t`, so new words. */
function useStateWords(): StateWords {
  const { t } = useTranslation('ui');
  return useMemo(
    () => ({
      right: t('answer.right'),
      wrong: t('answer.wrong'),
      unanswered: t('answer.unanswered'),
      answered: t('answer.answered'),
    }),
    [t],
  );
}

/**
 * One pupil's answer to one question: a mark people read (✓ ✗ – •, drawn by results-grid.css) and
 * its words for screen readers as the cell's own text, drawn at no size. One element and no hidden
 * box inside: there are pupils × questions of these (docs/architecture.md §9).
 */
function AnswerCell({
  answer,
  question,
  words,
}: {
  answer: ResultPupil['answers'][number] | undefined;
  /** "Q3", said before the answer's word. */
  question: string;
  words: StateWords;
}) {
  const state = answerStateOf(answer !== undefined, answer?.correct ?? null);
  return (
    <td className="answer-cell" data-answer={state}>
      {`${question}: ${words[state]}`}
    </td>
  );
}

/** A plain cell with Table.Td's padding (results-grid.css): a page has 50 rows of these. */
function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={className ? `results-cell ${className}` : 'results-cell'}>{children}</td>;
}

/** One pupil's row; memoised, so sorting moves rows instead of rendering their cells again. */
const PupilRow = memo(function PupilRow({
  pupil,
  columns,
  words,
}: {
  pupil: ResultPupil;
  columns: QuestionColumn[];
  words: StateWords;
}) {
  const { t } = useTranslation('results');
  const format = useFormatters();
  const answerOf = new Map(pupil.answers.map((answer) => [answer.question_id, answer]));
  return (
    <Table.Tr>
      <Cell className="results-pupil">
        {/* The address only on hover: names keep rows short; the CSV and the review carry it. */}
        <span className="results-pupil-name" title={pupil.email ?? undefined}>
          {pupilLabel(pupil)}
        </span>
      </Cell>
      <Cell>
        {pupil.score_percent === null ? '—' : t('grid.percent', { percent: pupil.score_percent })}
        <div className="results-dimmed">
          {t('grid.answered', { answered: pupil.answered, total: pupil.total })}
        </div>
      </Cell>
      <Cell>
        <div className="results-badges">
          <StatusBadge status={pupil.status} />
          <ModeBadge mode={pupil.mode} />
        </div>
      </Cell>
      <Cell>
        <LevelText level={pupil.reading_level} />
      </Cell>
      {columns.map((column) => (
        <AnswerCell key={column.id} answer={answerOf.get(column.id)} question={column.label} words={words} />
      ))}
      <Cell>{format.readingTime(pupil.time_spent_seconds)}</Cell>
      <Cell>{format.dateTime(pupil.completed_at)}</Cell>
      <Cell>
        <OnTimeBadge completed={pupil.status === 'completed'} onTime={pupil.submitted_on_time} />
      </Cell>
    </Table.Tr>
  );
});

/** "Pupils 51–100 of 300" and the page buttons, when there is more than one page. */
function PupilPages({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('results');
  // A phone's row holds seven 44 px buttons ("‹ 1 … 3 … 6 ›") a little apart, not nine.
  const phone = useMatches({ base: true, xs: false });
  const pages = Math.ceil(total / PUPILS_PER_PAGE);
  if (pages <= 1) return null;
  const first = (page - 1) * PUPILS_PER_PAGE + 1;
  const last = Math.min(page * PUPILS_PER_PAGE, total);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" aria-live="polite">
        {t('pages.shown', { first, last, total })}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        siblings={phone ? 0 : 1}
        gap={phone ? 4 : 8}
        size="lg"
        aria-label={t('pages.label')}
        getItemProps={(number) => ({ 'aria-label': t('pages.page', { number }) })}
        getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
      />
    </Group>
  );
}

/**
 * Pupils × questions, sortable by the pupil's columns, a page of pupils at a time. The answers come
 * right after the score and status, so a tablet shows them without scrolling; time and dates
 * follow. Scrolls sideways.
 */
export function ResultsGrid({ questions, pupils }: { questions: ResultQuestion[]; pupils: ResultPupil[] }) {
  const { t } = useTranslation('results');
  const [sort, setSort] = useState<PupilSort>({ key: 'name', descending: false });
  const [page, setPage] = useState(1);
  // A new order starts at its first page: the top of the sorted list is what was asked for.
  const onSort = (key: PupilSortKey) => {
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }));
    setPage(1);
  };
  // Worded once for the whole grid, not once a cell: a page is 50 pupils × every question.
  const columns = useMemo(
    () =>
      questions.map((question, index) => ({
        id: question.id,
        label: t('questionShort', { number: index + 1 }),
      })),
    [questions, t],
  );
  const words = useStateWords();
  const firstPainted = useFirstPaintDone();
  const shown = sortPupils(pupils, sort).slice((page - 1) * PUPILS_PER_PAGE, page * PUPILS_PER_PAGE);
  const drawn = firstPainted ? shown : shown.slice(0, FIRST_ROWS);
  const header = (label: string, column: PupilSortKey) => (
    <SortHeader label={label} column={column} sort={sort} onSort={onSort} />
  );
  const width = `${gridWidth(questions.length)}rem`;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={width}>
        <Table
          highlightOnHover
          verticalSpacing="xs"
          layout="fixed"
          style={{ width: `max(100%, ${width})` }}
          aria-label={t('grid.label')}
        >
          <Table.Thead>
            <Table.Tr>
              {header(t('grid.pupil'), 'name')}
              {header(t('grid.score'), 'score')}
              {header(t('grid.status'), 'status')}
              {header(t('grid.level'), 'level')}
              {questions.map((question, index) => (
                // The question's words on hover: a native title, as a Tooltip a column is 60 floating
                // elements to set up before the grid shows.
                <th
                  key={question.id}
                  className="results-cell results-question"
                  style={{ width: `${QUESTION_WIDTH}rem` }}
                  title={question.content}
                >
                  {columns[index]?.label}
                </th>
              ))}
              {header(t('grid.time'), 'time')}
              {header(t('grid.completed'), 'completed')}
              {header(t('grid.onTime'), 'on_time')}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {drawn.map((pupil) => (
              <PupilRow key={pupil.assignment_uuid} pupil={pupil} columns={columns} words={words} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PupilPages page={page} total={pupils.length} onPage={setPage} />
    </Stack>
  );
}
