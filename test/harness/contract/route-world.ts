import { notificationListSchema } from '#contract/notifications.ts';
import { paragraphsResponseSchema } from '#contract/texts.ts';
import { issueAccessToken } from '#server/modules/auth/access-tokens.ts';
import { createAssignedText } from '#test/integration/assignments-fixtures.ts';
import { callApi } from '#test/integration/texts-api.ts';
import type { TestApp } from '../test-app.ts';
import { createTestUser } from '../users.ts';
import type { ApiOperation } from './api-operations.ts';

export type Role = 'anonymous' | 'teacher' | 'otherTeacher' | 'pupil' | 'otherPupil';

/**
 * The people and things every generated case is about: `teacher` owns a text (paragraphs, questions)
 * assigned to `pupil`, who has its notification; `otherPupil` is a pupil of the same teacher (assigned
 * another text), `otherTeacher` an unrelated teacher.
 */
export interface RouteWorld {
  headers: Record<Role, Record<string, string>>;
  userIds: Record<Exclude<Role, 'anonymous'>, number>;
  textId: number;
  paragraphId: number;
  questionId: number;
  choiceId: number;
  assignmentUuid: string;
  notificationId: string;
}

export async function createRouteWorld(t: TestApp): Promise<RouteWorld> {
  const [teacher, otherTeacher, pupil, otherPupil] = await Promise.all([
    createTestUser(t.database, { admin: true, name: 'Tess Teacher' }),
    createTestUser(t.database, { admin: true, name: 'Otto Other' }),
    createTestUser(t.database, { name: 'Pia Pupil' }),
    createTestUser(t.database, { name: 'Paul Pupil' }),
  ]);
  const text = await createAssignedText(t, teacher.headers, pupil.user.email);
  await createAssignedText(t, teacher.headers, otherPupil.user.email);
  const [question] = text.questions;
  if (!question) throw new Error('the fixture text has no question');
  const paragraphs = paragraphsResponseSchema.parse(
    (await callApi(t.baseUrl, 'GET', `/api/texts/${text.textId}/paragraphs`, teacher.headers)).body,
  ).data;
  const notifications = notificationListSchema.parse(
    (await callApi(t.baseUrl, 'GET', '/api/notifications', pupil.headers)).body,
  );
  const [paragraph] = paragraphs;
  const [notification] = notifications;
  if (!paragraph || !notification) throw new Error('the fixture has no paragraph or notification');
  return {
    headers: {
      anonymous: { accept: 'application/json' },
      teacher: teacher.headers,
      otherTeacher: otherTeacher.headers,
      pupil: pupil.headers,
      otherPupil: otherPupil.headers,
    },
    userIds: {
      teacher: teacher.user.id,
      otherTeacher: otherTeacher.user.id,
      pupil: pupil.user.id,
      otherPupil: otherPupil.user.id,
    },
    textId: text.textId,
    paragraphId: paragraph.id,
    questionId: question.id,
    choiceId: question.correctChoiceId,
    assignmentUuid: text.uuid,
    notificationId: notification.id,
  };
}

/** New bearer tokens for everyone (a generated call may have signed someone out). */
export async function renewTokens(t: TestApp, world: RouteWorld): Promise<void> {
  for (const [role, userId] of Object.entries(world.userIds) as [Exclude<Role, 'anonymous'>, number][]) {
    const token = await issueAccessToken(t.database.db, userId);
    world.headers[role] = { authorization: `Bearer ${token}`, accept: 'application/json' };
  }
}

/** Whose a resource is, found from where its id sits in the path. */
interface ResourceKind {
  /** The path up to and including the id, as a pattern (`/api/texts/:id`). */
  prefix: RegExp;
  owner: Role;
}

/**
 * The resources the world has, by the path that addresses them. A call under one of these prefixes is
 * in the access matrix the day it is declared; a call on a resource of a new kind (no prefix here)
 * still gets the checks that need no owner (anonymous 401, nobody gets a 5xx).
 */
const resourceKinds: ResourceKind[] = [
  { prefix: /^\/api\/texts\/:id(\/|$)/, owner: 'teacher' },
  { prefix: /^\/api\/paragraphs\/:paragraphId(\/|$)/, owner: 'teacher' },
  { prefix: /^\/api\/assignments\/:uuid(\/|$)/, owner: 'pupil' },
  { prefix: /^\/api\/notifications\/:id(\/|$)/, owner: 'pupil' },
  { prefix: /^\/api\/pupils\/:userId(\/|$)/, owner: 'pupil' },
];

/** The id each path parameter takes in the world, by its name and the resource it is under. */
function paramValue(world: RouteWorld, path: string, name: string): string | undefined {
  switch (name) {
    case 'uuid':
      return world.assignmentUuid;
    case 'paragraphId':
      return String(world.paragraphId);
    case 'questionId':
      return String(world.questionId);
    case 'userId':
      return path.startsWith('/api/pupils/') ? String(world.userIds.pupil) : undefined;
    case 'id':
      if (path.startsWith('/api/texts/')) return String(world.textId);
      if (path.startsWith('/api/notifications/')) return world.notificationId;
      return undefined;
    default:
      return undefined;
  }
}

export interface ResolvedCall {
  /** The URL path with every parameter filled from the world. */
  url: string;
  owner: Role;
}

/** The call on the world's resource and its owner, or undefined for a resource the world lacks. */
export function resolveCall(world: RouteWorld, operation: ApiOperation): ResolvedCall | undefined {
  const kind = resourceKinds.find((k) => k.prefix.test(operation.path));
  if (!kind) return undefined;
  let url = operation.path;
  for (const { name } of operation.pathParams) {
    const value = paramValue(world, operation.path, name);
    if (value === undefined) return undefined;
    url = url.replace(`:${name}`, encodeURIComponent(value));
  }
  return { url, owner: kind.owner };
}

/**
 * The path with every parameter filled: from `overrides` (as given, already encoded), else the world's
 * id where it has one, else `fallback`.
 */
export function fillPath(
  world: RouteWorld,
  operation: ApiOperation,
  fallback: (name: string) => string,
  overrides: Record<string, string> = {},
) {
  return operation.path.replace(/:(\w+)/g, (_match, name: string) => {
    const override = overrides[name];
    if (override !== undefined) return override;
    return encodeURIComponent(paramValue(world, operation.path, name) ?? fallback(name));
  });
}
