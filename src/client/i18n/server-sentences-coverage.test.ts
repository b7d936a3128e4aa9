import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { inScreenLanguageLoaded } from './server-words.ts';

const root = join(import.meta.dirname, '../../..');

/** Sources whose sentences never reach a person's screen: logs, protocols, generated questions, stories. */
const notShown = [
  'src/server/adapters/',
  'src/server/backup/',
  'src/server/db/',
  'src/server/config.ts',
  'src/server/modules/auth/admin-bootstrap.ts',
  'src/server/modules/push/endpoint-policy.ts',
  'src/server/modules/questions/generator/',
  'src/server/modules/texts/sample-stories.ts',
  'src/server/plugins/backups.ts',
  'src/server/plugins/client-assets.ts',
  'src/server/worker.ts',
];

/**
 * Sentences written with a value that is a word, not a number: each value's sentence is written out
 * in server-sentences/<language>.json instead ("Text not found.", "Only a pending assignment can be
 * approved.", …), and server-words.test.ts reads several of them. Written `{value}` for the
 * source's `${value}`.
 */
const spelledOutPerValue = [
  '{what} not found.',
  'The {field} field is required.',
  'The {field} field must be a string.',
  'The {field} field must not be greater than {max} characters.',
  'Only a pending assignment can be {decision.refused}.',
  "The EPUB's {what} is not readable XML.",
  'EPUB uploaded successfully, but {left} left out.',
  "{ASSIGNMENT_CREATED_MESSAGE} {rows.length} {rows.length === 1 ? 'pupil has' : 'pupils have'} the text now.",
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const quoted = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
const looksLikeASentence = (text: string) => /^[A-Z"$][^\n]*[.!)]$/.test(text) && / \w+ /.test(text);

/** Every sentence-like string of the contract and the server, comments left out, with where it is. */
function serverSentences(): { where: string; sentence: string }[] {
  const files = [...sourceFiles(join(root, 'src/contract')), ...sourceFiles(join(root, 'src/server'))];
  return files.flatMap((file) => {
    const where = relative(root, file);
    if (notShown.some((prefix) => where.startsWith(prefix))) return [];
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    return [...code.matchAll(quoted)]
      .map((found) => found[1] ?? found[2] ?? '')
      .filter(looksLikeASentence)
      .map((sentence) => ({ where, sentence }));
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('every sentence the server can send a person', () => {
  it('is in the Turkish server sentences, a value in it read as a number', async () => {
    await i18n.changeLanguage('tr');
    const found = serverSentences();
    expect(found.length).toBeGreaterThan(100);
    const untranslated: string[] = [];
    for (const { where, sentence } of found) {
      if (spelledOutPerValue.includes(sentence.replaceAll('${', '{'))) continue;
      const asSent = sentence.replace(/\$\{[^}]*\}/g, '7');
      if ((await inScreenLanguageLoaded(asSent)) === asSent) untranslated.push(`${where}: ${sentence}`);
    }
    expect(untranslated).toEqual([]);
  });
});
