import type { Dashboard } from '#contract/dashboard.ts';

type Activity = Dashboard['recent_activities'][number];

/** What happened, as a sentence with a verb: the same title three times said nothing. */
export function activitySentence(activity: Activity): string {
  switch (activity.type) {
    case 'assigned':
      return `New story to read: ${activity.text_title}`;
    case 'answered':
      return `Answered questions in ${activity.text_title}`;
    case 'completed':
      return `Finished ${activity.text_title}`;
    default:
      return activity.text_title;
  }
}

const activityTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When, to the minute: seconds mean nothing to a reader. */
export const formatActivityTime = (at: string) => activityTime.format(new Date(at));
