import { z } from 'zod';

/** Pusher Channels protocol version 7: the wire format pusher-js, soketi and Reverb speak. */
export const pusherProtocolVersion = 7;

/** Close and error codes from the Pusher protocol (4000–4099: do not reconnect; 4200–4299: reconnect). */
export const pusherErrorCodes = {
  unknownAppKey: 4001,
  unsupportedProtocol: 4007,
  genericReconnect: 4200,
  pongNotReceived: 4201,
  clientEventRejected: 4301,
} as const;

const clientMessageSchema = z.object({
  event: z.string(),
  channel: z.string().optional(),
  data: z.unknown().optional(),
});
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const subscribeDataSchema = z.object({
  channel: z.string(),
  auth: z.string().optional(),
  channel_data: z.string().optional(),
});
export type SubscribeData = z.infer<typeof subscribeDataSchema>;

/** A frame from a client, or undefined when it is not a Pusher message. */
export function parseClientMessage(raw: string): ClientMessage | undefined {
  const parsed = clientMessageSchema.safeParse(parseJson(raw));
  return parsed.success ? parsed.data : undefined;
}

/** The `data` of pusher:subscribe / pusher:unsubscribe; some clients send it JSON-encoded. */
export function parseSubscribeData(data: unknown): SubscribeData | undefined {
  const parsed = subscribeDataSchema.safeParse(typeof data === 'string' ? parseJson(data) : data);
  return parsed.success ? parsed.data : undefined;
}

/** A server frame. Event data travels JSON-encoded inside the frame, as Pusher sends it. */
export function serverFrame(event: string, data: unknown, channel?: string): string {
  const encoded = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(channel === undefined ? { event, data: encoded } : { event, channel, data: encoded });
}

export const errorFrame = (code: number | null, message: string) =>
  JSON.stringify({ event: 'pusher:error', data: { code, message } });

/** Pusher's channel-name alphabet and length limit. */
export const isValidChannelName = (name: string) => name.length <= 164 && /^[A-Za-z0-9_\-=@,.;]+$/.test(name);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
