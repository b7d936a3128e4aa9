import { errorMessages } from '#contract/error-messages.ts';
/** An expected failure with the status and Laravel-shaped body the client reads. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found.`);

/** 422 with a field map, as Laravel's validator answers. */
export const validationError = (errors: Record<string, string[]>) => {
  const [first] = errorMessages(errors);
  return new HttpError(422, first ?? 'The given data was invalid.', { errors });
};
