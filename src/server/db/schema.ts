import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { assignmentModes } from '#contract/assignments.ts';
import type { NotificationData } from '#contract/notifications.ts';
import {
  questionElements,
  questionSkills,
  questionSources,
  questionTypes,
} from '#contract/question-fields.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * Stored lower-cased so look-ups and uniqueness ignore case. Null for a pupil a teacher added to a
   * class by name: they sign in with a class code and a picture password (`picture_passwords`).
   */
  email: text('email').unique(),
  /** Null for an invited person who has not finished setup. */
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  /** The interface language ('en' | 'tr', #contract/locales.ts); null follows the browser's. */
  locale: text('locale'),
  ...timestamps,
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is shown once and never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** A text an admin owns: pasted or imported from an EPUB, split into paragraphs. */
export const texts = pgTable(
  'texts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    author: text('author').notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** Relative to DATA_DIR, e.g. `uploads/<uuid>.epub`; null for pasted texts. */
    epubFilePath: text('epub_file_path'),
    wordCount: integer('word_count').notNull().default(0),
    /** A US-grade-like level, one decimal: Flesch–Kincaid, or Ateşman's mapped for Turkish (docs/readability.md). */
    readingLevel: numeric('reading_level', { precision: 4, scale: 1, mode: 'number' }).notNull().default(0),
    /** BCP 47: the EPUB's `dc:language`, else detected from the text; 'und' when unsure (docs/languages.md). */
    language: text('language').notNull().default('und'),
    ...timestamps,
  },
  (t) => [index('texts_owner_idx').on(t.ownerId, t.createdAt)],
);

/** PostgreSQL's set of int ranges, in its text form: `{[1,5),[9,10)}`. */
const int4Multirange = customType<{ data: string }>({ dataType: () => 'int4multirange' });

/**
 * A text's paragraphs in reading order, as one row: `ids[i]` and `contents[i]` are the paragraph at
 * index i (0-based; PostgreSQL arrays are 1-based), its section is i / 4. A book is written and read
 * whole, so one row costs its bytes, where a row per paragraph cost a heap tuple, two index entries
 * and a foreign-key check each: five times slower to import. `id_ranges` holds the same ids as
 * ranges, and its GiST index finds a paragraph by id: an import's ids are one range, one index
 * entry, where a GIN index over `ids` took an entry per paragraph (several ms per thousand).
 * Deliberate and measured (`npm run bench:import`, docs/architecture.md §6): do not normalise it back
 * to a row per paragraph. Read and write it only through `modules/texts/paragraph-store.ts` (and the
 * import's one statement in `insert-imported-text.ts`), which keep `ids`, `id_ranges` and `contents`
 * in step: the same length, the ranges exactly the ids.
 */
export const textParagraphs = pgTable(
  'text_paragraphs',
  {
    textId: integer('text_id')
      .primaryKey()
      .references(() => texts.id, { onDelete: 'cascade' }),
    ids: integer('ids').array().notNull(),
    idRanges: int4Multirange('id_ranges').notNull(),
    contents: text('contents').array().notNull(),
  },
  (t) => [index('text_paragraphs_id_ranges_idx').using('gist', t.idRanges)],
);

/**
 * A text's pictures (docs/architecture.md §6): one row per place a picture is shown, shown before
 * the paragraph `paragraph_id` (an id, so the editor's reordering keeps it with its paragraph), or
 * the text's cover when `paragraph_id` is null. `name` is the stored file's name, the last part of
 * `/api/texts/{id}/images/{name}`; a picture shown twice is stored once, so names repeat.
 */
export const textImages = pgTable(
  'text_images',
  {
    id: serial('id').primaryKey(),
    textId: integer('text_id')
      .notNull()
      .references(() => texts.id, { onDelete: 'cascade' }),
    paragraphId: integer('paragraph_id'),
    /** Order among the pictures of one paragraph. */
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** Relative to DATA_DIR, e.g. `uploads/<uuid>.webp`. */
    filePath: text('file_path').notNull(),
    mediaType: text('media_type').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [index('text_images_text_idx').on(t.textId, t.name)],
);

/** The next paragraph id; one row, moved on by the number of ids a write needs. */
export const paragraphIdCounter = pgTable('paragraph_id_counter', {
  onlyRow: boolean('only_row').primaryKey().default(true),
  nextId: integer('next_id').notNull(),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    textId: integer('text_id')
      .notNull()
      .references(() => texts.id, { onDelete: 'cascade' }),
    paragraphIndex: integer('paragraph_index').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: questionTypes }).notNull(),
    element: text('element', { enum: questionElements }).notNull(),
    skill: text('skill', { enum: questionSkills }).notNull(),
    source: text('source', { enum: questionSources }).notNull(),
    explanation: text('explanation').notNull(),
    /** The proving sentence, verbatim, and its paragraph; null for questions without one. */
    evidenceParagraphIndex: integer('evidence_paragraph_index'),
    evidenceSentence: text('evidence_sentence'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_text_idx').on(t.textId, t.paragraphIndex)],
);

export const choices = pgTable(
  'choices',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('choices_question_idx').on(t.questionId)],
);

/** In-app notifications (docs/product.md §3); `data` is the item data, stored as the client reads it. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Browsers' Web Push subscriptions; an endpoint belongs to whoever signed in on that browser last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const assignmentStatuses = ['pending', 'in_progress', 'rejected', 'completed'] as const;

/**
 * A text assigned to an e-mail address. `assigned_user_id` stays null until someone with that
 * (verified) address exists; the address is the identity, so a text goes to an address once.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    textId: integer('text_id')
      .notNull()
      .references(() => texts.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; null for a pupil without e-mail (a class's picture-password pupil), known by id. */
    assigneeEmail: text('assignee_email'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The class the text was assigned through (the owner's table groups by it); null for one address. */
    classId: integer('class_id').references((): AnyPgColumn => classes.id, { onDelete: 'set null' }),
    status: text('status', { enum: assignmentStatuses }).notNull().default('pending'),
    mode: text('mode', { enum: assignmentModes }).notNull().default('practice'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    /** Server receipt time of the completion. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The device's clock when the pupil pressed Finish (possibly offline, earlier than receipt). */
    completedAtDevice: timestamp('completed_at_device', { withTimezone: true }),
    /** The grade of record, fixed at completion. */
    correctCount: integer('correct_count'),
    questionCount: integer('question_count'),
    ...timestamps,
  },
  (t) => [
    unique('assignments_text_email_unique').on(t.textId, t.assigneeEmail),
    // A pupil without e-mail has no address to be unique on: a text goes to them once, by id.
    uniqueIndex('assignments_text_user_no_email_unique')
      .on(t.textId, t.assignedUserId)
      .where(sql`${t.assigneeEmail} is null`),
    index('assignments_class_idx').on(t.classId),
    index('assignments_assigned_user_idx').on(t.assignedUserId),
    index('assignments_email_idx').on(t.assigneeEmail),
  ],
);

/** One invitation per address: a new one replaces the token (the old link dies). */
export const invitations = pgTable('invitations', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** SHA-256 of the token; the token itself is only in the e-mail. */
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pupil's current choice per question (upserted). */
export const answers = pgTable(
  'answers',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => choices.id, { onDelete: 'cascade' }),
    /** The first try, which scores in practice mode; null once a teacher's edit removed that choice. */
    firstChoiceId: integer('first_choice_id').references(() => choices.id, { onDelete: 'set null' }),
    /** Tries at the question: each change of choice is one more. */
    attempts: integer('attempts').notNull().default(1),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.questionId] })],
);

/** Seconds of reading per section, added up from the reader's batches. */
export const readingTime = pgTable(
  'reading_time',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    seconds: integer('seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.chunkIndex] })],
);

export const questionGenerationStatuses = ['pending', 'running', 'completed', 'failed'] as const;

/**
 * One "generate questions for the whole text" request: its sections are background jobs, and the
 * owner is told once, when the last of them has finished (`notified_at` is set in that transaction).
 */
export const questionGenerationRuns = pgTable(
  'question_generation_runs',
  {
    id: serial('id').primaryKey(),
    textId: integer('text_id')
      .notNull()
      .references(() => texts.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [index('question_generation_runs_text_idx').on(t.textId, t.createdAt)],
);

/** Where each section of a run stands; a section is `completed` in the transaction that stores its questions. */
export const questionGenerationSections = pgTable(
  'question_generation_sections',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => questionGenerationRuns.id, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    status: text('status', { enum: questionGenerationStatuses }).notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.chunkIndex] })],
);

/** A teacher's class: pupils sign in on a shared tablet with its code (docs/classrooms.md). */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** Random, 8 characters of an unambiguous alphabet: too many to guess behind the rate limit. */
    code: text('code').notNull().unique(),
    ...timestamps,
  },
  (t) => [index('classes_owner_idx').on(t.ownerId, t.createdAt)],
);

export const classPupils = pgTable(
  'class_pupils',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_pupils_user_idx').on(t.userId)],
);

/**
 * The picture password of a pupil without e-mail: three of the sixteen pictures. `hash` is scrypt,
 * as passwords; `sealed` is the same pictures encrypted with a key derived from APP_KEY, so the
 * teacher can print the sign-in card again. The failed tries and the lock are stored, so a restart
 * does not reset them.
 */
export const picturePasswords = pgTable('picture_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  sealed: text('sealed').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rate limits' counts (plugins/stored-rate-limits.ts): one row a limit's key (route, client
 * and, for class sign-in, class) and its current window, so a restart does not reset them.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
