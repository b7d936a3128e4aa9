import webpush from 'web-push';
import type { PushPayload } from '#contract/push.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service says the subscription no longer exists (404/410); drop it. */
export type PushOutcome = { status: 'delivered' } | { status: 'gone' } | { status: 'failed'; reason: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

const timeToLiveSeconds = 24 * 60 * 60; // a tablet that is off overnight still gets it in the morning
const requestTimeoutMs = 10_000;

/**
 * Web Push with `web-push` doing the RFC 8291 aes128gcm encryption and VAPID signature; the request
 * itself goes out with fetch, which (unlike web-push's own sender) also reaches http endpoints.
 */
export function createWebPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid, TTL: timeToLiveSeconds, contentEncoding: 'aes128gcm' },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return { status: 'delivered' };
        if (response.status === 404 || response.status === 410) return { status: 'gone' };
        return { status: 'failed', reason: `push service answered ${response.status}` };
      } catch (error) {
        return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
