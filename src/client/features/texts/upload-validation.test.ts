import { describe, expect, it } from 'vitest';
import { ApiError } from '#api-client/api-error.ts';
import { uploadFailureMessages } from './failure-messages.ts';
import { validateEpubUpload, validateTextEdit, validateTextUpload } from './upload-validation.ts';

const epub = (bytes: number) => new File([new Uint8Array(bytes)], 'book.epub');

describe('upload validation (docs/product.md §5, word for word)', () => {
  it('requires title, author and content for a text upload', () => {
    expect(validateTextUpload({ title: ' ', author: '', content: '\n' })).toEqual({
      title: 'Title is required for text uploads.',
      author: 'Author is required for text uploads.',
      content: 'Text content is required.',
    });
    expect(validateTextUpload({ title: 'A', author: 'B', content: 'C' })).toEqual({});
  });

  it('limits a title to 255 characters', () => {
    const values = { title: 'x'.repeat(256), author: 'B', content: 'C' };
    expect(validateTextUpload(values)).toEqual({ title: 'Title cannot exceed 255 characters.' });
    expect(validateTextUpload({ ...values, title: 'x'.repeat(255) })).toEqual({});
  });

  it('requires an EPUB file under 10 MB, with optional title', () => {
    expect(validateEpubUpload({ file: null, title: '' })).toEqual({
      epub_file: 'Please select an EPUB file.',
    });
    expect(validateEpubUpload({ file: epub(10 * 1024 * 1024), title: '' })).toEqual({
      epub_file: 'EPUB file size must be less than 10MB.',
    });
    expect(validateEpubUpload({ file: epub(10 * 1024 * 1024 - 1), title: '' })).toEqual({});
  });

  it('requires title and author when editing', () => {
    expect(validateTextEdit({ title: '', author: '' })).toEqual({
      title: 'Title is required.',
      author: 'Author is required.',
    });
    expect(validateTextEdit({ title: 'x'.repeat(256), author: 'B' })).toEqual({
      title: 'Title cannot exceed 255 characters.',
    });
  });
});

describe('upload failure messages (docs/product.md §8)', () => {
  const failure = (status: number, body: unknown) =>
    new ApiError({
      reason: 'http',
      status,
      message: (body as { message?: string }).message ?? '',
      ...(body as object),
    });

  it('lists the errors map, else the server message, else the fallback', () => {
    const errors = { title: ['Title is required for text uploads.'], content: ['Text content is required.'] };
    expect(uploadFailureMessages(failure(422, { message: 'Invalid', errors }))).toEqual([
      'Title is required for text uploads.',
      'Text content is required.',
    ]);
    expect(
      uploadFailureMessages(failure(413, { message: 'EPUB file size must be less than 10MB.' })),
    ).toEqual(['EPUB file size must be less than 10MB.']);
    expect(uploadFailureMessages(new ApiError({ reason: 'network', status: 0, message: 'offline' }))).toEqual(
      ['Failed to upload content. Please try again later.'],
    );
  });
});
