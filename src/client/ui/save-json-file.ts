import { saveFile } from './save-file.ts';

/** Saves `value` as a pretty-printed JSON file through the browser's download (a person's own copy). */
export const saveJsonFile = (fileName: string, value: unknown) =>
  saveFile(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);

/** `name-2026-12-07.json`: a file name from a person's name and today's date, safe on every system. */
export const dataFileName = (name: string, date = new Date()) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'data'
  }-${date.toISOString().slice(0, 10)}.json`;
