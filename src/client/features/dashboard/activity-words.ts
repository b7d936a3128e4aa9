import type { TFunction } from 'i18next';
import type { Dashboard } from '#contract/dashboard.ts';

type Activity = Dashboard['recent_activities'][number];

/** What happened, as a sentence with a verb: the same title three times said nothing. */
export function activitySentence(activity: Activity, t: TFunction<'dashboard'>): string {
  switch (activity.type) {
    case 'assigned':
    case 'answered':
    case 'completed':
      return t(`activity.${activity.type}`, { title: activity.text_title });
    default:
      return activity.text_title;
  }
}

/** When, to the minute, in the language on screen: seconds mean nothing to a reader. */
export const formatActivityTime = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
