import type { TextCover } from '#contract/texts.ts';
import type { Db } from '../../db/database.ts';
import { paragraphsOf } from '../texts/paragraph-store.ts';
import { type QuestionWithChoices, questionsWithChoicesOf } from '../texts/repository.ts';
import { imagesOf } from '../texts/text-images.ts';
import { chunksOf } from '../texts/text-resource.ts';

/** What the reader shows of a text, the same for every pupil it is assigned to. */
export interface TextContent {
  cover: TextCover;
  chunks: ReturnType<typeof chunksOf>;
  questions: QuestionWithChoices[];
}

interface CachedContent {
  version: string;
  content: Promise<TextContent>;
}

/** Texts kept per database: a few classes' lessons at once, not a library. */
const TEXTS_KEPT = 32;

/** Per database (a test process opens several, whose text ids and row versions can coincide). */
const cachesByDatabase = new WeakMap<Db, Map<number, CachedContent>>();

async function loadTextContent(db: Db, textId: number): Promise<TextContent> {
  const [paragraphs, images, questions] = await Promise.all([
    paragraphsOf(db, textId),
    imagesOf(db, textId),
    questionsWithChoicesOf(db, textId),
  ]);
  return { cover: images.cover, chunks: chunksOf(paragraphs, images), questions };
}

/**
 * A text's sections, pictures and questions, read once per `version` of them (docs/architecture.md
 * §6, "The reader's pull"): when a class opens its lesson, every pupil pulls the same text at once.
 * The version is the row versions of the text's paragraphs, pictures, questions and choices, read
 * with the pupil's own work in one prepared statement: any write to them changes it, whichever
 * route or process wrote, so nothing has to remember to forget the text. Pulls that arrive while
 * the text is read wait for that one read. Shared by every payload: treat it as read-only.
 */
export function textContentOf(db: Db, textId: number, version: string): Promise<TextContent> {
  let cache = cachesByDatabase.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDatabase.set(db, cache);
  }
  const cached = cache.get(textId);
  const entry = cached?.version === version ? cached : { version, content: loadTextContent(db, textId) };
  // Most recently used last, so the oldest is the one let go.
  cache.delete(textId);
  cache.set(textId, entry);
  if (entry === cached) return entry.content;
  if (cache.size > TEXTS_KEPT) cache.delete(cache.keys().next().value as number);
  const { content } = entry;
  content.catch(() => {
    if (cache.get(textId) === entry) cache.delete(textId);
  });
  return content;
}
