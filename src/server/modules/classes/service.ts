import type { AddPupilsRequest, AssignClassRequest } from '#contract/classes.ts';
import { notFound, validationError } from '../../http-error.ts';
import { recipientLocale } from '../../i18n/words.ts';
import {
  type AssignDeps,
  assignToRecipients,
  invitationUrl,
  type Recipient,
} from '../assignments/assign-service.ts';
import { issueInvitation } from '../assignments/invitations.ts';
import { revokeAllAccessTokens } from '../auth/access-tokens.ts';
import type { UserRow } from '../auth/user-resource.ts';
import { findUserByEmail, insertUser } from '../auth/users-repository.ts';
import { findText } from '../texts/repository.ts';
import { assignmentsOfClass } from './class-assignments.ts';
import { randomClassCode } from './class-code.ts';
import { classInvitationMail } from './class-mails.ts';
import { toClassPupil, toClassroom } from './class-resource.ts';
import { hashPictures, type PictureSealer, randomPictures } from './picture-password.ts';
import type { ClassRow, PupilRow } from './repository.ts';
import * as repository from './repository.ts';

export interface ClassDeps extends AssignDeps {
  sealer: PictureSealer;
}

/** The class if `user` owns it; 404 to anyone else (a guessed id learns nothing). */
export async function ownedClass(deps: ClassDeps, user: UserRow, id: number): Promise<ClassRow> {
  const row = await repository.findClass(deps.db, id);
  if (!row || row.ownerId !== user.id) throw notFound('Class');
  return row;
}

export async function classroom(deps: ClassDeps, row: ClassRow) {
  const [pupils, assignments] = await Promise.all([
    repository.pupilsOfClass(deps.db, row.id),
    assignmentsOfClass(deps.db, row.id),
  ]);
  return toClassroom(row, pupils, assignments, deps.sealer);
}

export async function createClass(deps: ClassDeps, owner: UserRow, name: string) {
  // A clash of two random 8-character codes is one in 10^11; drawing again settles it.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await repository.insertClass(deps.db, {
      ownerId: owner.id,
      name,
      code: randomClassCode(),
    });
    if (row) return row;
  }
  throw new Error('no free class code after 5 draws');
}

export async function deleteClass(deps: ClassDeps, row: ClassRow) {
  await deps.db.transaction(async (tx) => {
    const pupils = await repository.pupilsOfClass(tx, row.id);
    await repository.deletePupilsWithoutEmail(
      tx,
      pupils.filter((p) => p.email === null).map((p) => p.id),
    );
    await repository.deleteClass(tx, row.id);
  });
}

const recipientOf = (
  pupil: Pick<PupilRow, 'id' | 'name' | 'email' | 'passwordHash' | 'locale'>,
): Recipient => (pupil.email === null ? { email: null, user: pupil } : { email: pupil.email, user: pupil });

/** A pupil who joins later gets the class's open assignments (those not yet due), in their mode. */
async function giveOpenAssignments(deps: ClassDeps, owner: UserRow, row: ClassRow, pupils: Recipient[]) {
  const open = await repository.openTextsOfClass(deps.db, row.id);
  for (const { text, dueDate, mode } of open) {
    const settings = { due_date: dueDate?.toISOString() ?? null, mode };
    await assignToRecipients(deps, owner, text, pupils, settings, row.id);
  }
  return open.length;
}

/** Adds pupils by name (each gets a picture password) or one by e-mail (an invitation, as today). */
export async function addPupils(deps: ClassDeps, owner: UserRow, row: ClassRow, body: AddPupilsRequest) {
  if (body.email !== undefined) return addPupilByEmail(deps, owner, row, body.email);
  const names = body.names ?? (body.name === undefined ? [] : [body.name]);
  // scrypt before the transaction: the hashes run on the thread pool, side by side.
  const passwords = await Promise.all(
    names.map(async (name) => {
      const pictures = randomPictures();
      return {
        name,
        hash: await hashPictures(pictures),
        sealed: deps.sealer.seal(pictures),
      };
    }),
  );
  const added = await deps.db.transaction(async (tx) => {
    const users = [];
    for (const { name, hash, sealed } of passwords) {
      const user = await repository.insertPicturePupil(tx, name);
      await repository.upsertPicturePassword(tx, user.id, hash, sealed);
      await repository.addMember(tx, row.id, user.id);
      users.push(user);
    }
    return users;
  });
  await giveOpenAssignments(deps, owner, row, added.map(recipientOf));
}

async function addPupilByEmail(deps: ClassDeps, owner: UserRow, row: ClassRow, email: string) {
  const existing = await findUserByEmail(deps.db, email);
  const user =
    existing ??
    (await insertUser(deps.db, {
      name: email.split('@')[0] ?? email,
      email,
    })) ??
    (await findUserByEmail(deps.db, email));
  if (!user) throw new Error('the invited user was not created');
  if (!(await repository.addMember(deps.db, row.id, user.id)))
    throw validationError({ email: ['This pupil is already in the class.'] });
  const given = await giveOpenAssignments(deps, owner, row, [{ email, user }]);
  // Texts given above sent their own invitation (a new one replaces the token, so one mail only).
  if (!user.passwordHash && given === 0) {
    const token = await issueInvitation(deps.db, email, owner.id);
    deps.mailer.sendLater(
      classInvitationMail(
        recipientLocale(user.locale ?? owner.locale),
        email,
        owner.name,
        row.name,
        invitationUrl(deps.appUrl, email, token),
      ),
    );
  }
}

async function memberOf(deps: ClassDeps, row: ClassRow, userId: number) {
  const pupil = (await repository.pupilsOfClass(deps.db, row.id)).find((p) => p.id === userId);
  if (!pupil) throw notFound('Pupil');
  return pupil;
}

/** Removes the pupil; one without e-mail exists only in this class, so their account goes too. */
export async function removePupil(deps: ClassDeps, row: ClassRow, userId: number) {
  const pupil = await memberOf(deps, row, userId);
  await deps.db.transaction(async (tx) => {
    await repository.removeMember(tx, row.id, pupil.id);
    if (pupil.email === null) await repository.deletePupilsWithoutEmail(tx, [pupil.id]);
  });
}

/** New pictures for a pupil without e-mail; their sessions end and any lock is lifted. */
export async function resetPicture(deps: ClassDeps, row: ClassRow, userId: number) {
  const pupil = await memberOf(deps, row, userId);
  if (pupil.email !== null)
    throw validationError({
      user: ['This pupil signs in with their e-mail address; they can reset their own password.'],
    });
  const pictures = randomPictures();
  const hash = await hashPictures(pictures);
  await deps.db.transaction(async (tx) => {
    await repository.upsertPicturePassword(tx, pupil.id, hash, deps.sealer.seal(pictures));
    await revokeAllAccessTokens(tx, pupil.id);
  });
  return toClassPupil(await memberOf(deps, row, userId), deps.sealer);
}

/** One assignment per pupil of the class who does not have the text yet, each notified. */
export async function assignClass(deps: ClassDeps, owner: UserRow, row: ClassRow, body: AssignClassRequest) {
  const { text_id: textId, ...settings } = body;
  const text = await findText(deps.db, textId);
  if (!text || text.ownerId !== owner.id)
    throw validationError({ text_id: ['The selected text id is invalid.'] });
  const pupils = await repository.pupilsOfClass(deps.db, row.id);
  if (pupils.length === 0) throw validationError({ id: ['This class has no pupils yet.'] });
  const created = await assignToRecipients(deps, owner, text, pupils.map(recipientOf), settings, row.id);
  return { text, created, skipped: pupils.length - created.length };
}
