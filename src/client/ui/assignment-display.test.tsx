import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import { AssignmentProgress, progressLabel, progressPercent } from './assignment-progress.tsx';
import { AssignmentStatusBadge } from './assignment-status-badge.tsx';
import { formatDueDate } from './format-due-date.ts';

const english = i18n.getFixedT('en');

describe('progress (docs/product.md §5)', () => {
  it('is answered divided by total, rounded half up', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(1, 8)).toBe(13);
    expect(progressPercent(4, 4)).toBe(100);
  });

  it('is 0 when the total is 0 or missing', () => {
    expect(progressPercent(3, 0)).toBe(0);
    expect(progressPercent(3, undefined)).toBe(0);
    expect(progressPercent(undefined, null)).toBe(0);
  });

  it("labels 'answered/total questions (percent%)'", () => {
    expect(progressLabel(1, 3, english)).toBe('1/3 questions (33%)');
    expect(progressLabel(0, 0, english)).toBe('0/0 questions (0%)');
    expect(progressLabel(undefined, undefined, english)).toBe('0/0 questions (0%)');
  });

  it('renders the bar with its label', () => {
    render(
      <MantineProvider env="test">
        <AssignmentProgress answered={5} total={8} />
      </MantineProvider>,
    );
    expect(screen.getByText('5/8 questions (63%)')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: '5/8 questions (63%)' }).getAttribute('aria-valuenow'),
    ).toBe('63');
  });
});

describe('status badge', () => {
  it.each([
    ['pending', 'Pending'],
    ['in_progress', 'In Progress'],
    ['completed', 'Completed'],
    ['rejected', 'Rejected'],
  ] as const)('shows %s as %s', (status, label) => {
    render(
      <MantineProvider env="test">
        <AssignmentStatusBadge status={status} />
      </MantineProvider>,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe('formatDueDate', () => {
  it('shows a picked day as that day in every time zone', () => {
    expect(formatDueDate('2026-12-05T23:59:59.999Z', 'en-US', english)).toBe('Dec 5, 2026');
  });

  it('writes the day as the language on screen does', () => {
    expect(formatDueDate('2026-12-05T23:59:59.999Z', 'tr', english)).toBe('5 Ara 2026');
  });

  it("says 'No due date' without one", () => {
    expect(formatDueDate(null, 'en', english)).toBe('No due date');
  });
});
