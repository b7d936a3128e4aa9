import type { AssignmentMode, OwnerAssignment } from '#contract/assignments.ts';
import type { ReaderAssignment } from '#contract/reading.ts';
import { sampleStories } from '#server/modules/texts/sample-stories.ts';
import { callJson } from './api-call.ts';
import { findLink, waitForMail } from './mailbox.ts';

export const admin = { email: 'admin@example.test', password: 'admin-password-e2e' };

/** Paragraphs of real prose (so the built-in generator finds questions), the stories repeated as needed. */
export function storyParagraphs(count: number): string[] {
  const all = sampleStories.flatMap((story) => story.content.split(/\n\s*\n/));
  return Array.from({ length: count }, (_, index) => all[index % all.length] ?? '');
}

interface Pupil {
  email: string;
  password: string;
  name: string;
}

/**
 * Through the real API: assigns the text to `pupil`'s new address and completes the setup from the
 * mailed invitation (a verified account); approves the assignment when asked. Returns the pupil's
 * token and the assignment's uuid.
 */
export async function invitedPupil(
  baseUrl: string,
  mailDir: string,
  options: { adminToken: string; textId: number; pupil: Pupil; approve?: boolean; mode?: AssignmentMode },
) {
  const { adminToken, textId, pupil, approve = false, mode } = options;
  await callJson(baseUrl, 'POST', `/api/texts/${textId}/assign`, adminToken, { email: pupil.email, mode });
  const invitation = new URL(findLink(await waitForMail(mailDir, pupil.email), '/signup?'));
  const setup = await callJson<{ token: string }>(baseUrl, 'POST', '/api/complete-setup', null, {
    name: pupil.name,
    email: pupil.email,
    password: pupil.password,
    password_confirmation: pupil.password,
    invitation_token: invitation.searchParams.get('token'),
  });
  const row = (await ownerRows(baseUrl, textId, adminToken)).find((r) => r.assignee_email === pupil.email);
  if (!row) throw new Error(`no assignment row for ${pupil.email}`);
  if (approve)
    await callJson(baseUrl, 'POST', `/api/assignments/${row.uuid}/approve`, setup.token, undefined);
  return { token: setup.token, uuid: row.uuid };
}

export interface TextOptions {
  /** Default: three sections of four paragraphs. */
  paragraphs?: string[];
  /** Sections to generate questions for, from the first (default: every section). */
  questionSections?: number;
  /** Default: the server's (practice). */
  mode?: AssignmentMode;
}

/**
 * Through the real API: the admin creates a text, generates questions per section, assigns it to a
 * new address; the invitee completes setup and approves. Returns what the test needs.
 */
export async function assignedApprovedText(baseUrl: string, mailDir: string, options: TextOptions = {}) {
  const paragraphs = options.paragraphs ?? storyParagraphs(12);
  const questionSections = options.questionSections ?? Math.ceil(paragraphs.length / 4);
  const stamp = Date.now();
  const title = `The Lighthouse Cat ${stamp}`;
  const pupil = { email: `reader-${stamp}@example.test`, password: 'reading-time-42', name: 'Rosa Reader' };
  const { token: adminToken } = await callJson<{ token: string }>(baseUrl, 'POST', '/api/login', null, admin);
  const text = await callJson<{ data: { id: number } }>(baseUrl, 'POST', '/api/texts', adminToken, {
    title,
    author: 'Reading Rooms',
    content: paragraphs.join('\n\n'),
  });
  const textId = text.data.id;
  for (let chunk = 0; chunk < questionSections; chunk += 1) {
    await callJson(baseUrl, 'POST', `/api/texts/${textId}/generate-questions`, adminToken, {
      chunk_index: chunk,
    });
  }
  const { token, uuid } = await invitedPupil(baseUrl, mailDir, {
    adminToken,
    textId,
    pupil,
    approve: true,
    mode: options.mode,
  });
  const detail = await readerPayload(baseUrl, uuid, token);
  const me = await callJson<{ id: number } | { user: { id: number } }>(baseUrl, 'GET', '/api/user', token);
  const pupilId = 'user' in me ? me.user.id : me.id;
  return { title, textId, uuid, pupil, pupilId, pupilToken: token, adminToken, detail };
}

export const ownerRows = (baseUrl: string, textId: number, token: string) =>
  callJson<{ data: OwnerAssignment[] }>(baseUrl, 'GET', `/api/texts/${textId}/assignments`, token).then(
    (list) => list.data,
  );

export const readerPayload = (baseUrl: string, uuid: string, token: string) =>
  callJson<{ data: ReaderAssignment }>(baseUrl, 'GET', `/api/assignments/${uuid}`, token).then((r) => r.data);
