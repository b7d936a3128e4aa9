import type { AppConfig } from '#contract/app-config.ts';
import {
  type NotificationBroadcast,
  notificationCreatedEvent,
  testNotificationEvent,
  userChannel,
} from '#contract/realtime.ts';

export interface RealtimeOptions {
  settings: AppConfig['realtime'];
  userId: number;
  /** Read when the channel is authorised, so the current token is sent. */
  getToken(): string | null;
  onNotification(payload: Partial<NotificationBroadcast>): void;
  onConnectionChange(connected: boolean): void;
  /** The channel is joined (again): whatever was missed meanwhile should be pulled. */
  onSubscribed(): void;
}

/** Host null means the page's own host and port, with TLS when the page is https (docs/architecture.md §12). */
function endpointOf(settings: AppConfig['realtime']) {
  if (settings.host !== null)
    return { host: settings.host, port: settings.port ?? (settings.tls ? 443 : 80), tls: settings.tls };
  const tls = window.location.protocol === 'https:';
  const port = Number(window.location.port) || (tls ? 443 : 80);
  return { host: window.location.hostname, port, tls };
}

/**
 * The stock pusher-js client (loaded on demand, not in the first route's chunk) on the user's
 * `private-user-{id}` channel (docs/architecture.md §16, deviation 1). Resolves with the function that disconnects.
 */
export async function connectRealtime(options: RealtimeOptions): Promise<() => void> {
  const { default: Pusher } = await import('pusher-js');
  const { host, port, tls } = endpointOf(options.settings);
  const pusher = new Pusher(options.settings.key, {
    cluster: options.settings.cluster,
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: tls,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: options.settings.auth_endpoint,
      transport: 'ajax',
      // docs/product.md §7 headers; pusher-js sets Content-Type itself (its form body), a second value would clash.
      headersProvider: () => ({
        Authorization: `Bearer ${options.getToken() ?? ''}`,
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      }),
    },
  });
  const channel = pusher.subscribe(userChannel(options.userId));
  // "Connected" means notifications can arrive: the socket is up AND the private channel is joined
  // (pusher-js re-subscribes after every reconnect, which fires subscription_succeeded again).
  pusher.connection.bind('state_change', ({ current }: { current: string }) => {
    if (current !== 'connected') options.onConnectionChange(false);
  });
  channel.bind('pusher:subscription_succeeded', () => {
    options.onConnectionChange(true);
    options.onSubscribed();
  });
  for (const event of [notificationCreatedEvent, testNotificationEvent]) {
    channel.bind(event, (payload: Partial<NotificationBroadcast>) => options.onNotification(payload ?? {}));
  }
  return () => {
    pusher.disconnect();
    options.onConnectionChange(false);
  };
}
