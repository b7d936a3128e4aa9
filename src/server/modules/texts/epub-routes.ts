import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EPUB_TOO_LARGE_MESSAGE,
  epubUploadFieldsSchema,
  MAX_EPUB_BYTES,
  NO_EPUB_FILE_MESSAGE,
  textRoutes,
} from '#contract/texts.ts';
import type { UploadStorage } from '../../adapters/storage/upload-storage.ts';
import { HttpError, notFound, validationError } from '../../http-error.ts';
import { routeOptions } from '../../route-options.ts';
import { stripNul } from '../../strip-nul.ts';
import { EpubError } from './epub/epub-error.ts';
import { importEpub } from './epub-import.ts';
import { findImage } from './text-images.ts';
import { textResource } from './text-resource.ts';
import { readableText } from './texts-service.ts';

/** The multipart form: `epub_file` (less than 10 MB) and optional `title` and `author`. */
async function readEpubForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw validationError({ epub_file: [NO_EPUB_FILE_MESSAGE] });
  let bytes: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'epub_file') bytes = content;
      } else if (typeof part.value === 'string') fields[part.fieldname] = stripNul(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new EpubError(EPUB_TOO_LARGE_MESSAGE, 413);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw validationError({ epub_file: [NO_EPUB_FILE_MESSAGE] });
  const parsed = epubUploadFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw new HttpError(422, parsed.error.issues[0]?.message ?? 'The given data was invalid.');
  return { bytes, ...parsed.data };
}

/** EPUB upload (owners) and download (owners and assignees); multipart is registered for this scope only. */
const epubRoutes: FastifyPluginAsyncZod<{ storage: UploadStorage }> = async (app, { storage }) => {
  const db = app.database.db;
  await app.register(multipart, {
    // Busboy stops a file once it passes `fileSize`; one byte under 10 MB makes exactly 10 MB too
    // large, as the contract's isEpubTooLarge says and the upload form checks.
    limits: { fileSize: MAX_EPUB_BYTES - 1, files: 1, fields: 10, fieldSize: 4096 },
  });

  app.route({
    // The answer is built as the schema's own type (textResource), so it is not parsed again on
    // the way out: in bench:import's profile that zod pass cost 0.2–0.3 ms an upload (docs/architecture.md §2).
    ...routeOptions(textRoutes.uploadEpub, { typedResponse: true }),
    preHandler: [app.authenticate, app.requireVerified, app.requireAdmin, app.idempotent],
    handler: async (request, reply) => {
      const upload = await readEpubForm(request);
      const { text, droppedImages } = await importEpub(app.database, storage, request.user.id, upload);
      const data = textResource(text);
      if (droppedImages.length === 0)
        return reply.code(201).send({ data, message: 'EPUB uploaded successfully.' });
      const left = droppedImages.length === 1 ? 'one picture was' : `${droppedImages.length} pictures were`;
      const message = `EPUB uploaded successfully, but ${left} left out.`;
      return reply.code(201).send({ data, message, dropped_images: droppedImages });
    },
  });

  app.route({
    ...routeOptions(textRoutes.epub),
    preHandler: [app.authenticate, app.requireVerified],
    handler: async (request, reply) => {
      const text = await readableText(db, request.user, request.params.id);
      const file = text.epubFilePath ? await storage.open(text.epubFilePath) : undefined;
      if (!file) throw notFound('EPUB file');
      return reply
        .type('application/epub+zip')
        .header('content-length', file.size)
        .header('content-disposition', `inline; filename="text-${text.id}.epub"`)
        .send(file.stream);
    },
  });

  app.route({
    ...routeOptions(textRoutes.image),
    preHandler: [app.authenticate, app.requireVerified],
    handler: async (request, reply) => {
      const text = await readableText(db, request.user, request.params.id);
      const image = await findImage(db, text.id, request.params.name);
      const file = image ? await storage.open(image.filePath) : undefined;
      if (!image || !file) throw notFound('Picture');
      // A name is never reused for other bytes, so a device keeps the picture as long as it likes;
      // private: only the owner and the assignees may see it (docs/architecture.md §6).
      return reply
        .type(image.mediaType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file.stream);
    },
  });
};

export default epubRoutes;
