import { HttpError } from '../../../http-error.ts';

/** An EPUB the importer refuses: 422 (or 413 for size) with a message the uploader can act on. */
export class EpubError extends HttpError {
  constructor(message: string, statusCode = 422) {
    super(statusCode, message, { errors: { epub_file: [message] } });
  }
}
