import { describe, expect, it } from 'vitest';
import { csvField, resultsCsv } from './results-csv.ts';

describe('csvField', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Who ran, and why?')).toBe('"Who ran, and why?"');
    expect(csvField('She said "no"')).toBe('"She said ""no"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5 apples')).toBe("'-5 apples");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});

describe('resultsCsv', () => {
  const results = {
    questions: [],
    pupils: [
      {
        assignment_uuid: '00000000-0000-4000-8000-000000000000',
        name: 'Ayşe; Yılmaz',
        email: null,
        status: 'completed' as const,
        mode: 'check' as const,
        answered: 4,
        total: 4,
        score_percent: 75,
        time_spent_seconds: 95,
        completed_at: '2026-12-07T21:05:00.000Z',
        submitted_on_time: null,
        reading_level: 4.8,
        answers: [],
      },
    ],
  };

  it('writes the pupil’s level and minutes as numbers, and times on the teacher’s clock', () => {
    const [, row] = resultsCsv(results, { locale: 'en', timeZone: 'America/New_York' }).split('\r\n');
    // 95 s is 1.6 minutes; 21:05 UTC is 16:05 in New York in December.
    expect(row).toBe('Ayşe; Yılmaz,,Completed,Check,4,4,75,1.6,2026-12-07 16:05,No due date,4.8');
  });

  it('in Turkish separates with ; (quoting a field that holds one) and writes decimal commas', () => {
    const [, row] = resultsCsv(results, { locale: 'tr', timeZone: 'Europe/Istanbul' }).split('\r\n');
    expect(row).toBe(
      '"Ayşe; Yılmaz";;Tamamlandı;Değerlendirme;4;4;75;1,6;2026-12-08 00:05;Teslim tarihi yok;4,8',
    );
  });
});
