import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../auth/user-resource.ts';
import { wordedNotification } from '../notifications/notification-words.ts';
import { findText } from '../texts/repository.ts';
import type { AssignmentRow } from './assignment-access.ts';

/** Tells the text's owner that a pupil finished (`assignment_completed`, docs/product.md §7). */
export async function notifyOwnerOfCompletion(
  app: FastifyInstance,
  pupil: UserRow,
  assignment: AssignmentRow,
) {
  const text = await findText(app.database.db, assignment.textId);
  if (!text) return;
  await app.notifications.notify(
    assignment.ownerId,
    wordedNotification(
      'assignment_completed',
      { key: 'assignmentCompleted', values: { pupil: pupil.name, title: text.title } },
      {
        text_id: text.id,
        text_title: text.title,
        text_author: text.author,
        due_date: assignment.dueDate?.toISOString() ?? null,
        assignment_uuid: assignment.uuid,
      },
    ),
  );
}
