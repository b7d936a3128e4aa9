import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CLASS_CODE_NOT_FOUND_MESSAGE,
  PICTURE_LOCK_MINUTES,
  PICTURE_MAX_ATTEMPTS,
  PUPIL_LOCKED_MESSAGE,
  WRONG_PICTURES_MESSAGE,
} from '#contract/class-pictures.ts';
import { classRoutes } from '#contract/classes.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { issueAccessTokenGrouped } from '../auth/access-tokens.ts';
import { toUserResource } from '../auth/user-resource.ts';
import { displayName, mayBeClassCode, normaliseClassCode } from './class-code.ts';
import { hashPictures, randomPictures, verifyPictures } from './picture-password.ts';
import * as repository from './repository.ts';
import { findPupilForSignIn } from './sign-in-lookup.ts';

/** Checked when the pupil is not in the class, so every failure costs one scrypt and looks the same. */
const decoyHash = hashPictures(randomPictures());

const wrongPictures = () => new HttpError(401, WRONG_PICTURES_MESSAGE, { success: false });
const locked = (until: Date) =>
  new HttpError(423, PUPIL_LOCKED_MESSAGE, {
    success: false,
    locked_until: until.toISOString(),
  });

async function signIn(database: Database, body: { code: string; user_id: number; pictures: string[] }) {
  const { db } = database;
  const found = await findPupilForSignIn(database, normaliseClassCode(body.code), body.user_id);
  const now = new Date();
  if (found?.picture.lockedUntil && found.picture.lockedUntil > now) throw locked(found.picture.lockedUntil);
  const valid = await verifyPictures(body.pictures, found?.picture.hash ?? (await decoyHash));
  if (!found) throw wrongPictures();
  if (!valid) {
    const after = await repository.recordWrongPictures(
      db,
      found.user.id,
      PICTURE_MAX_ATTEMPTS,
      PICTURE_LOCK_MINUTES,
    );
    if (after?.lockedUntil && after.lockedUntil > now) throw locked(after.lockedUntil);
    throw wrongPictures();
  }
  // Most sign-ins follow no wrong try: no write then (a lesson's start is 30 of them at once).
  if (found.picture.failedAttempts > 0 || found.picture.lockedUntil)
    await repository.clearWrongPictures(db, found.user.id);
  const token = await issueAccessTokenGrouped(database, found.user.id);
  return { success: true, token, user: toUserResource(found.user) };
}

/**
 * The children's sign-in on a shared tablet (docs/classrooms.md): no token; listing a class is limited
 * per client IP, picture tries per IP and class; each pupil is locked after repeated wrong tries.
 */
const signInRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { db } = app.database;
  const max = config.rateLimit.classSignInPerMinute;

  app.route({
    ...routeOptions(classRoutes.signInList),
    config: { rateLimit: { max, timeWindow: '1 minute' } },
    handler: async (request) => {
      const code = normaliseClassCode(request.params.code);
      const row = mayBeClassCode(code) ? await repository.findClassByCode(db, code) : undefined;
      if (!row) throw new HttpError(404, CLASS_CODE_NOT_FOUND_MESSAGE);
      const pupils = await repository.pupilsOfClass(db, row.id);
      return {
        data: {
          class_name: row.name,
          pupils: pupils
            .filter((p) => p.picture !== null)
            .map((p) => ({ id: p.id, display_name: displayName(p.name) })),
        },
      };
    },
  });

  app.route({
    ...routeOptions(classRoutes.signIn),
    config: {
      rateLimit: {
        max,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => {
          const body = request.body as { code?: unknown } | undefined;
          return `class-sign-in|${request.ip}|${normaliseClassCode(String(body?.code ?? ''))}`;
        },
      },
    },
    handler: async (request) => signIn(app.database, request.body),
  });
};

export default signInRoutes;
