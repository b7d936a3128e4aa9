import type { WebSocket } from 'ws';
import type { Broadcaster, RealtimeCredentials } from './broadcaster.ts';
import { type ChannelHub, PusherConnection } from './pusher-connection.ts';
import { errorFrame, pusherErrorCodes, serverFrame } from './pusher-protocol.ts';

export interface EmbeddedPusherOptions {
  credentials: RealtimeCredentials;
  /** Seconds of client silence before the server pings (sent to clients as activity_timeout). */
  activityTimeoutSeconds?: number;
  /** Seconds to wait for any frame after a ping before closing with 4201. */
  pongTimeoutSeconds?: number;
}

/**
 * The zero-config realtime server: accepts pusher-js WebSockets at /app/{key} and delivers published
 * events to the sockets subscribed to a channel, in this process (one API node).
 */
export class EmbeddedPusherServer implements Broadcaster, ChannelHub {
  readonly credentials: RealtimeCredentials;
  private readonly connections = new Set<PusherConnection>();
  private readonly channels = new Map<string, Set<PusherConnection>>();
  private readonly activityTimeoutMs: number;
  private readonly pongTimeoutMs: number;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(options: EmbeddedPusherOptions) {
    this.credentials = options.credentials;
    this.activityTimeoutMs = (options.activityTimeoutSeconds ?? 120) * 1000;
    this.pongTimeoutMs = (options.pongTimeoutSeconds ?? 30) * 1000;
    this.keepAlive = setInterval(() => this.pingIdleConnections(), Math.min(this.activityTimeoutMs, 15_000));
    this.keepAlive.unref();
  }

  /** Takes a new WebSocket for app key `appKey`; an unknown key is refused with 4001. */
  accept(socket: WebSocket, appKey: string) {
    if (appKey !== this.credentials.key) {
      socket.send(errorFrame(pusherErrorCodes.unknownAppKey, `App key ${appKey} does not exist.`));
      socket.close(pusherErrorCodes.unknownAppKey, 'App key does not exist');
      return;
    }
    const connection = new PusherConnection(socket, this);
    this.connections.add(connection);
    connection.establish(this.activityTimeoutMs / 1000);
  }

  async publish(channel: string, event: string, data: unknown) {
    const subscribers = this.channels.get(channel);
    if (!subscribers) return;
    const frame = serverFrame(event, data, channel);
    for (const connection of subscribers) connection.send(frame);
  }

  join(connection: PusherConnection, channel: string) {
    connection.channels.add(channel);
    const subscribers = this.channels.get(channel) ?? new Set();
    subscribers.add(connection);
    this.channels.set(channel, subscribers);
  }

  leave(connection: PusherConnection, channel: string) {
    connection.channels.delete(channel);
    const subscribers = this.channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.channels.delete(channel);
  }

  drop(connection: PusherConnection) {
    for (const channel of [...connection.channels]) this.leave(connection, channel);
    this.connections.delete(connection);
  }

  get connectionCount() {
    return this.connections.size;
  }

  /** Closes every socket with 4200 so clients reconnect to the next server. */
  async close() {
    clearInterval(this.keepAlive);
    for (const connection of this.connections)
      connection.close(pusherErrorCodes.genericReconnect, 'Server restarting');
  }

  private pingIdleConnections() {
    const now = Date.now();
    for (const connection of this.connections) {
      const silentMs = now - connection.lastSeenAt;
      if (silentMs > this.activityTimeoutMs + this.pongTimeoutMs) {
        connection.close(pusherErrorCodes.pongNotReceived, 'Pong reply not received');
      } else if (silentMs > this.activityTimeoutMs) {
        connection.send(serverFrame('pusher:ping', {}));
      }
    }
  }
}
