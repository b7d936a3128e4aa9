import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RealtimeCredentials } from './broadcaster.ts';

/** Pusher's private-channel auth string: `key:HMAC-SHA256(secret, "socket_id:channel_name")` in hex. */
export function signChannel(credentials: RealtimeCredentials, socketId: string, channelName: string): string {
  const signature = createHmac('sha256', credentials.secret)
    .update(`${socketId}:${channelName}`)
    .digest('hex');
  return `${credentials.key}:${signature}`;
}

/** Constant-time check of an auth string a client presents when subscribing. */
export function isValidChannelAuth(
  credentials: RealtimeCredentials,
  socketId: string,
  channelName: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(credentials, socketId, channelName));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
