import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { notificationDataSchema } from './notifications.ts';
import { defineRoute } from './route.ts';

/**
 * Each user's notifications go to `private-user-{id}`, authorised through /broadcasting/auth
 * (docs/architecture.md §16, deviation 1: a public `user-{id}` would let anyone who guesses an id listen).
 */
export const userChannel = (userId: number) => `private-user-${userId}`;

/** Laravel's broadcast event name for a stored notification, as pusher-js clients bind to it. */
export const notificationCreatedEvent = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
export const testNotificationEvent = 'test-notification';

/** Payload of `notificationCreatedEvent`: the notification's fields, flattened. */
export const notificationBroadcastSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  ...notificationDataSchema.shape,
  created_at: z.iso.datetime(),
});
export type NotificationBroadcast = z.infer<typeof notificationBroadcastSchema>;

/** POST /broadcasting/auth, sent by pusher-js as a form (or JSON) body. */
export const channelAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.'),
  channel_name: z.string().min(1).max(200),
});
export const channelAuthResponseSchema = z.object({ auth: z.string() });
export type ChannelAuthResponse = z.infer<typeof channelAuthResponseSchema>;

/** Where pusher-js asks for a channel signature (GET /api/config hands it to the client). */
export const broadcastingAuthPath = endpoints.realtime.channelAuth.path;

export const realtimeRoutes = {
  channelAuth: defineRoute(endpoints.realtime.channelAuth, {
    body: channelAuthRequestSchema,
    response: { 200: channelAuthResponseSchema },
  }),
  /** The embedded server's WebSocket (`/app/{key}`), when no external Pusher is configured. */
  socket: defineRoute(endpoints.realtime.socket, { params: z.object({ key: z.string() }) }),
};
