import { and, asc, eq, inArray, isNull, notExists, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  answers,
  assignments,
  choices,
  classes,
  classPupils,
  picturePasswords,
  questions,
  readingTime,
  texts,
  users,
} from '../../db/schema.ts';
import type { UserRow } from '../auth/user-resource.ts';

/** The assignments given to this person: by account, or by their address before they had one. */
export const assignedTo = (user: Pick<UserRow, 'id' | 'email'>) =>
  user.email === null
    ? eq(assignments.assignedUserId, user.id)
    : or(eq(assignments.assignedUserId, user.id), eq(assignments.assigneeEmail, user.email));

const owner = alias(users, 'owner');

export function assignmentsOf(db: Db, user: UserRow) {
  return db
    .select({
      id: assignments.id,
      title: texts.title,
      author: texts.author,
      assignedBy: owner.name,
      status: assignments.status,
      mode: assignments.mode,
      dueDate: assignments.dueDate,
      createdAt: assignments.createdAt,
      completedAt: assignments.completedAt,
      correctCount: assignments.correctCount,
      questionCount: assignments.questionCount,
      readingSeconds: sql<number>`coalesce((select sum(${readingTime.seconds}) from ${readingTime}
        where ${readingTime.assignmentId} = ${assignments.id}), 0)::int`,
    })
    .from(assignments)
    .innerJoin(texts, eq(texts.id, assignments.textId))
    .innerJoin(owner, eq(owner.id, assignments.ownerId))
    .where(assignedTo(user))
    .orderBy(asc(assignments.createdAt), asc(assignments.id));
}

const chosen = alias(choices, 'chosen');
const firstChosen = alias(choices, 'first_chosen');

export function answersOf(db: Db, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      assignmentId: answers.assignmentId,
      questionId: answers.questionId,
      question: questions.content,
      chosen: chosen.text,
      correct: chosen.isCorrect,
      firstChosen: firstChosen.text,
      attempts: answers.attempts,
      answeredAt: answers.answeredAt,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .innerJoin(chosen, eq(chosen.id, answers.choiceId))
    .leftJoin(firstChosen, eq(firstChosen.id, answers.firstChoiceId))
    .where(inArray(answers.assignmentId, assignmentIds))
    .orderBy(asc(answers.assignmentId), asc(questions.paragraphIndex), asc(questions.id));
}

export function choicesOf(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select({ questionId: choices.questionId, text: choices.text, isCorrect: choices.isCorrect })
    .from(choices)
    .where(inArray(choices.questionId, questionIds))
    .orderBy(asc(choices.questionId), asc(choices.position), asc(choices.id));
}

export function classesJoined(db: Db, userId: number) {
  return db
    .select({ name: classes.name, teacher: owner.name, joinedAt: classPupils.createdAt })
    .from(classPupils)
    .innerJoin(classes, eq(classes.id, classPupils.classId))
    .innerJoin(owner, eq(owner.id, classes.ownerId))
    .where(eq(classPupils.userId, userId))
    .orderBy(asc(classPupils.createdAt));
}

export function textsOwned(db: Db, userId: number) {
  return db
    .select({ title: texts.title, author: texts.author, createdAt: texts.createdAt })
    .from(texts)
    .where(eq(texts.ownerId, userId))
    .orderBy(asc(texts.createdAt), asc(texts.id));
}

export async function hasPicturePassword(db: Db, userId: number) {
  const rows = await db
    .select({ userId: picturePasswords.userId })
    .from(picturePasswords)
    .where(eq(picturePasswords.userId, userId));
  return rows.length > 0;
}

const otherMembership = alias(classPupils, 'other');

/** Pupils without e-mail who are in these classes and no other: they exist only there, and go with them. */
export async function pupilsOnlyIn(db: Db, classIds: number[]) {
  if (classIds.length === 0) return [];
  const inAnotherClass = db
    .select({ userId: otherMembership.userId })
    .from(otherMembership)
    .where(and(eq(otherMembership.userId, users.id), notInArray(otherMembership.classId, classIds)));
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(classPupils)
    .innerJoin(users, eq(users.id, classPupils.userId))
    .where(and(inArray(classPupils.classId, classIds), isNull(users.email), notExists(inAnotherClass)));
  return rows.map((r) => r.id);
}

/** The pupil `userId` of the class `classId` if `teacherId` keeps that class; else undefined. */
export async function pupilOfTeacher(db: Db, teacherId: number, classId: number, userId: number) {
  const [row] = await db
    .select({ user: users })
    .from(classPupils)
    .innerJoin(classes, eq(classes.id, classPupils.classId))
    .innerJoin(users, eq(users.id, classPupils.userId))
    .where(
      and(eq(classPupils.classId, classId), eq(classPupils.userId, userId), eq(classes.ownerId, teacherId)),
    );
  return row?.user;
}
