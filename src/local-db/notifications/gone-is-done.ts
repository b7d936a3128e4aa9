import type { OutboxTransport } from '../outbox-transport.ts';

/**
 * DELETE /api/notifications/{id} answers 404 when the notification is already gone (removed on
 * another device): for a removal that is success, not a refusal to roll back.
 */
export function treatGoneRemovalAsDone(transport: OutboxTransport): OutboxTransport {
  return async (entry) => {
    const response = await transport(entry);
    if (entry.kind === 'notification.remove' && response.status === 404) return { status: 204, body: null };
    return response;
  };
}
