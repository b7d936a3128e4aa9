import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { classRoutes } from '#contract/classes.ts';
import { routeOptions } from '../../route-options.ts';
import { toOwnerAssignment } from '../assignments/assignment-resource.ts';
import * as assignmentsRepository from '../assignments/repository.ts';
import { toClassListItem } from './class-resource.ts';
import * as repository from './repository.ts';
import {
  addPupils,
  assignClass,
  type ClassDeps,
  classroom,
  createClass,
  deleteClass,
  ownedClass,
  removePupil,
  resetPicture,
} from './service.ts';

/** A teacher's own classes (docs/classrooms.md): admins only, and another teacher's class is a 404. */
const teacherRoutes: FastifyPluginAsyncZod<{ deps: ClassDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const teacher = [app.authenticate, app.requireVerified, app.requireAdmin];
  const teacherWrite = [...teacher, app.idempotent];

  app.route({
    ...routeOptions(classRoutes.list),
    preHandler: teacher,
    handler: async (request) => ({
      data: (await repository.classesOfOwner(db, request.user.id)).map((r) =>
        toClassListItem(r.class, r.pupilsCount),
      ),
    }),
  });

  app.route({
    ...routeOptions(classRoutes.create),
    preHandler: teacherWrite,
    handler: async (request, reply) => {
      const row = await createClass(deps, request.user, request.body.name);
      return reply.code(201).send({ message: 'Class created.', data: await classroom(deps, row) });
    },
  });

  app.route({
    ...routeOptions(classRoutes.show),
    preHandler: teacher,
    handler: async (request) => ({
      data: await classroom(deps, await ownedClass(deps, request.user, request.params.id)),
    }),
  });

  app.route({
    ...routeOptions(classRoutes.rename),
    preHandler: teacherWrite,
    handler: async (request) => {
      const row = await ownedClass(deps, request.user, request.params.id);
      await repository.renameClass(db, row.id, request.body.name);
      return {
        message: 'Class renamed.',
        data: await classroom(deps, { ...row, name: request.body.name }),
      };
    },
  });

  app.route({
    ...routeOptions(classRoutes.remove),
    preHandler: teacherWrite,
    handler: async (request) => {
      await deleteClass(deps, await ownedClass(deps, request.user, request.params.id));
      return { message: 'Class deleted.' };
    },
  });

  app.route({
    ...routeOptions(classRoutes.addPupils),
    preHandler: teacherWrite,
    handler: async (request, reply) => {
      const row = await ownedClass(deps, request.user, request.params.id);
      await addPupils(deps, request.user, row, request.body);
      const count = request.body.names?.length ?? 1;
      const message = count === 1 ? 'Pupil added.' : `${count} pupils added.`;
      return reply.code(201).send({ message, data: await classroom(deps, row) });
    },
  });

  app.route({
    ...routeOptions(classRoutes.resetPicture),
    preHandler: teacherWrite,
    handler: async (request) => {
      const row = await ownedClass(deps, request.user, request.params.id);
      const pupil = await resetPicture(deps, row, request.params.userId);
      return {
        message: 'New pictures are ready: print a new card.',
        data: pupil,
      };
    },
  });

  app.route({
    ...routeOptions(classRoutes.removePupil),
    preHandler: teacherWrite,
    handler: async (request) => {
      const row = await ownedClass(deps, request.user, request.params.id);
      await removePupil(deps, row, request.params.userId);
      return { message: 'Pupil removed from the class.' };
    },
  });

  app.route({
    ...routeOptions(classRoutes.assign),
    preHandler: teacherWrite,
    handler: async (request, reply) => {
      const row = await ownedClass(deps, request.user, request.params.id);
      const { text, created, skipped } = await assignClass(deps, request.user, row, request.body);
      const uuids = new Set(created.map((a) => a.uuid));
      const rows = (await assignmentsRepository.assignmentsOfText(db, text.id)).filter((r) =>
        uuids.has(r.assignment.uuid),
      );
      const already = skipped > 0 ? ` ${skipped} already had it.` : '';
      const message = `"${text.title}" assigned to ${created.length} ${created.length === 1 ? 'pupil' : 'pupils'} of ${row.name}.${already}`;
      return reply.code(201).send({ message, data: rows.map(toOwnerAssignment), skipped });
    },
  });
};

export default teacherRoutes;
