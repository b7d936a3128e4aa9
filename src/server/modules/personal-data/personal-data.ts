import type { PersonalData } from '#contract/personal-data.ts';
import type { Db } from '../../db/database.ts';
import type { users } from '../../db/schema.ts';
import * as repository from './export-repository.ts';

type UserRow = typeof users.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

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
  const choicesOf = (questionId: number) => options.filter((c) => c.questionId === questionId);
  const [notes, joined, owned, taught, pictures] = await Promise.all([
    repository.notificationsOf(db, user.id),
    repository.classesJoined(db, user.id),
    repository.textsOwned(db, user.id),
    repository.classesTaught(db, user.id),
    repository.hasPicturePassword(db, user.id),
  ]);
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
      answers: answered
        .filter((answer) => answer.assignmentId === a.id)
        .map((answer) => ({
          question: answer.question,
          choices: choicesOf(answer.questionId).map((c) => c.text),
          chosen: answer.chosen,
          first_chosen: answer.firstChosen,
          correct_answer: choicesOf(answer.questionId).find((c) => c.isCorrect)?.text ?? null,
          correct: answer.correct,
          attempts: answer.attempts,
          answered_at: answer.answeredAt.toISOString(),
        })),
    })),
    notifications: notes.map((n) => ({
      type: n.type,
      data: n.data,
      read_at: iso(n.readAt),
      created_at: n.createdAt.toISOString(),
    })),
    texts: owned.map((t) => ({ title: t.title, author: t.author, created_at: t.createdAt.toISOString() })),
    classes_taught: taught.map((c) => ({
      name: c.name,
      pupils: c.pupils,
      created_at: c.createdAt.toISOString(),
    })),
  };
}
