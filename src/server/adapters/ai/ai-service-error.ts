/** What the editor shows under 'Failed to generate questions' (docs/product.md §8). */
export const AI_SERVICE_USER_MESSAGE = 'There was an error connecting to the AI service.';

/** Why a call to the AI service failed: no answer in time, no connection, an HTTP error, or unusable replies. */
export type AiServiceFailure = 'timeout' | 'unreachable' | 'http' | 'invalid_reply' | 'aborted';

/**
 * Every failure of the AI adapter. `message` is for logs (what went wrong, for the operator);
 * `userMessage` is the one sentence a teacher sees.
 */
export class AiServiceError extends Error {
  override readonly name = 'AiServiceError';
  readonly userMessage = AI_SERVICE_USER_MESSAGE;
  /** The HTTP status the service answered with, for `reason: 'http'`. */
  readonly status: number | undefined;

  constructor(
    readonly reason: AiServiceFailure,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
  }
}
