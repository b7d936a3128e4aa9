import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages } from '#contract/error-messages.ts';
import { HttpError } from '../http-error.ts';

/**
 * One error handler: expected failures keep their status and message, request validation becomes
 * Laravel's 422 field map, anything else is logged with its request and masked as a 500.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
          errors[field] = [...(errors[field] ?? []), issue.message ?? 'The value is invalid.'];
        }
        const message = errorMessages(errors)[0] ?? 'The given data was invalid.';
        return reply.code(422).send({ message, errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
        return reply.code(500).send({ message: 'Server Error' });
      }
      return reply.code(status).send({ message: clientMessage(error) });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: `The route ${request.method} ${request.url} could not be found.` });
    });
  },
  { name: 'errors' },
);

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
