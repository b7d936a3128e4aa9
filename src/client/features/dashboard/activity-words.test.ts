import { describe, expect, it } from 'vitest';
import { i18n } from '#client/i18n/i18n.ts';
import { formatActivityTime, activitySentence as sentenceWith } from './activity-words.ts';

const activitySentence = (activity: Parameters<typeof sentenceWith>[0]) =>
  sentenceWith(activity, i18n.getFixedT('en', 'dashboard'));

describe('dashboard activities', () => {
  it('say what happened with a verb', () => {
    const at = '2026-11-25T06:44:04.000Z';
    expect(activitySentence({ type: 'assigned', text_title: 'The Fox', at })).toBe(
      'New story to read: The Fox',
    );
    expect(activitySentence({ type: 'answered', text_title: 'The Fox', at })).toBe(
      'Answered questions in The Fox',
    );
    expect(activitySentence({ type: 'completed', text_title: 'The Fox', at })).toBe('Finished The Fox');
  });

  it('give the time to the minute, without seconds', () => {
    expect(formatActivityTime('2026-11-25T06:44:04.000Z', 'en')).not.toMatch(/:04\b/);
  });
});
