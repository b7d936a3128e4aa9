/** Saves `value` as a pretty-printed JSON file through the browser's download (a person's own copy). */
export function saveJsonFile(fileName: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `name-2026-12-07.json`: a file name from a person's name and today's date, safe on every system. */
export const dataFileName = (name: string, date = new Date()) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'data'
  }-${date.toISOString().slice(0, 10)}.json`;
