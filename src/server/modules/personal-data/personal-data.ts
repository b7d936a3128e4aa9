import type { PersonalData } from '#contract/personal-data.ts';
import type { Db } from '../../db/database.ts';
import type { UserRow } from '../auth/user-resource.ts';
import { classesOfOwner } from '../classes/repository.ts';
import { listNotifications } from '../notifications/repository.ts';
import * as repository from './export-repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The rows by key, each key's in their order (Map.groupBy is Node 21's). */
function groupBy<Row, Key>(rows: Row[], keyOf: (row: Row) => Key) {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Everything the app keeps about one person, readable without the app: titles instead of ids, the
 * words of each question and choice instead of their numbers (docs/backups.md).
 */
export async function personalData(db: Db, user: UserRow): Promise<PersonalData> {
  const given = await repository.assignmentsOf(db, user);
  const answered = await repository.answersOf(
    db,
    given.map((a) => a.id),
  );
  const options = await repository.choicesOf(db, [...new Set(answered.map((a) => a.questionId))]);
  const choicesOf = groupBy(options, (c) => c.questionId);
  const answersOf = groupBy(answered, (a) => a.assignmentId);
  const [newestNotes, joined, owned, newestTaught, pictures] = await Promise.all([
    listNotifications(db, user.id),
    repository.classesJoined(db, user.id),
    repository.textsOwned(db, user.id),
    classesOfOwner(db, user.id),
    repository.hasPicturePassword(db, user.id),
  ]);
  // Both lists come newest first, as their screens show them; the file tells it in order.
  const notes = newestNotes.reverse();
  const taught = newestTaught.reverse();
  return {
    exported_at: new Date().toISOString(),
    profile: {
      name: user.name,
      email: user.email,
      email_verified_at: iso(user.emailVerifiedAt),
      roles: user.roles,
      locale: user.locale,
      created_at: user.createdAt.toISOString(),
      signs_in_with_pictures: pictures,
    },
    classes: joined.map((c) => ({ name: c.name, teacher: c.teacher, joined_at: c.joinedAt.toISOString() })),
    assignments: given.map((a) => ({
      text_title: a.title,
      text_author: a.author,
      assigned_by: a.assignedBy,
      status: a.status,
      mode: a.mode,
      due_date: iso(a.dueDate),
      assigned_at: a.createdAt.toISOString(),
      completed_at: iso(a.completedAt),
      correct_count: a.correctCount,
      question_count: a.questionCount,
      reading_seconds: a.readingSeconds,
      answers: (answersOf.get(a.id) ?? []).map((answer) => {
        const offered = choicesOf.get(answer.questionId) ?? [];
        return {
          question: answer.question,
          choices: offered.map((c) => c.text),
          chosen: answer.chosen,
          first_chosen: answer.firstChosen,
          correct_answer: offered.find((c) => c.isCorrect)?.text ?? null,
          correct: answer.correct,
          attempts: answer.attempts,
          answered_at: answer.answeredAt.toISOString(),
        };
      }),
    })),
    notifications: notes.map((n) => ({
      type: n.type,
      data: n.data,
      read_at: iso(n.readAt),
      created_at: n.createdAt.toISOString(),
    })),
    texts: owned.map((t) => ({ title: t.title, author: t.author, created_at: t.createdAt.toISOString() })),
    classes_taught: taught.map((c) => ({
      name: c.class.name,
      pupils: c.pupilsCount,
      created_at: c.class.createdAt.toISOString(),
    })),
  };
}
