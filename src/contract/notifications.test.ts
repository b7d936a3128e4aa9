import { describe, expect, it } from 'vitest';
import { notificationUrl } from './notifications.ts';

describe('notificationUrl', () => {
  const none = { assignment_uuid: null, text_id: null };
  it('leads to the assignment, else to the text’s editor for questions, else to the Notifications screen', () => {
    const uuid = '11111111-1111-4111-8111-111111111111';
    expect(notificationUrl({ type: 'assignment_notification', assignment_uuid: uuid, text_id: 3 })).toBe(
      `/assignments/${uuid}`,
    );
    expect(notificationUrl({ type: 'questions_generated', ...none, text_id: 3 })).toBe('/texts/3/edit');
    expect(notificationUrl({ type: 'assignment_completed', ...none, text_id: 3 })).toBe('/notifications');
    expect(notificationUrl({ type: 'questions_generated', ...none })).toBe('/notifications');
  });
});
