import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute, pathOf } from './route.ts';

/** Types the server creates; the client shows any other type as a generic notification. */
export const notificationTypes = [
  'assignment_notification',
  'questions_generated',
  'assignment_completed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * A notification's message as words of a catalogue (the server's push words, which the client's
 * `notifications` catalogue repeats under `messages.`), so each reader sees it in their language.
 */
export const notificationWordsSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type NotificationWords = z.infer<typeof notificationWordsSchema>;

export const notificationDataSchema = z.object({
  /** In English, as stored: what a reader sees when the words are absent (older notifications). */
  message: z.string(),
  text_id: z.number().int().nullable(),
  text_title: z.string().nullable(),
  text_author: z.string().nullable(),
  /** ISO-8601 date or date-time, as the assignment stores it. */
  due_date: z.string().nullable(),
  assignment_uuid: z.string().nullable(),
  /** Absent on notifications stored before they kept their words, and on ones given only a message. */
  words: notificationWordsSchema.optional(),
});
export type NotificationData = z.infer<typeof notificationDataSchema>;

/**
 * Where a notification leads outside the app's screens: the URL of its Web Push and of the desktop
 * notification the page shows (one URL, so both share a tag and never show twice). The assignment,
 * else the text's editor for questions, else the Notifications screen.
 */
export function notificationUrl(item: {
  type: string;
  assignment_uuid: string | null;
  text_id: number | null;
}): string {
  if (item.assignment_uuid) return `/assignments/${item.assignment_uuid}`;
  if (item.type === 'questions_generated' && item.text_id !== null) return `/texts/${item.text_id}/edit`;
  return '/notifications';
}

/** What a caller of `notify()` passes: only the message is required, the rest defaults to null. */
export const notificationInputSchema = z.object({
  type: z.string().min(1),
  data: notificationDataSchema.partial().required({ message: true }),
});
export type NotificationInput = z.infer<typeof notificationInputSchema>;

/** One server notification (docs/product.md §3, with `type` and `data.text_id`). */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  data: notificationDataSchema,
  /** Null while unread. */
  read_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications answers a BARE list (docs/product.md §7), not `{data: [...]}`:
 * the caller's own notifications, newest first.
 */
export const notificationListSchema = z.array(notificationSchema);

export const notificationIdParamsSchema = z.object({ id: z.string() });

/** PATCH /api/notifications/read-all: how many were unread and are now read. */
export const readAllResponseSchema = z.object({ read_count: z.number().int() });

/**
 * The calls. PATCH read, PATCH read-all and DELETE are replayed from the outbox with an Idempotency-Key
 * and are naturally idempotent; DELETE answers 204, and 404 when the notification is not (or no
 * longer) the caller's — the client treats 404 on a delete as done.
 */
export const notificationRoutes = {
  list: defineRoute(endpoints.notifications.list, { response: { 200: notificationListSchema } }),
  readAll: defineRoute(endpoints.notifications.readAll, { response: { 200: readAllResponseSchema } }),
  read: defineRoute(endpoints.notifications.read, {
    params: notificationIdParamsSchema,
    response: { 200: notificationSchema },
  }),
  remove: defineRoute(endpoints.notifications.remove, {
    params: notificationIdParamsSchema,
    response: { 204: z.null() },
  }),
};

export const notificationPaths = {
  list: endpoints.notifications.list.path,
  read: (id: string) => pathOf(endpoints.notifications.read, { id }),
  readAll: endpoints.notifications.readAll.path,
  remove: (id: string) => pathOf(endpoints.notifications.remove, { id }),
} as const;
