import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { RealtimeCredentials } from './broadcaster.ts';
import { isValidChannelAuth } from './channel-signature.ts';
import {
  errorFrame,
  isValidChannelName,
  parseClientMessage,
  parseSubscribeData,
  pusherErrorCodes,
  serverFrame,
} from './pusher-protocol.ts';

/** What a connection needs from the server that owns the channel registry. */
export interface ChannelHub {
  credentials: RealtimeCredentials;
  join(connection: PusherConnection, channel: string): void;
  leave(connection: PusherConnection, channel: string): void;
  drop(connection: PusherConnection): void;
}

/** A page needs one or two channels; the cap keeps a single socket from hoarding server memory. */
const maxChannelsPerConnection = 100;

/** One client WebSocket speaking the Pusher protocol: subscriptions, auth checks, ping/pong. */
export class PusherConnection {
  readonly socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
  readonly channels = new Set<string>();
  /** Milliseconds since the epoch of the last frame from the client. */
  lastSeenAt = Date.now();

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: ChannelHub,
  ) {
    socket.on('message', (raw) => this.receive(raw.toString()));
    socket.on('close', () => hub.drop(this));
    // A broken socket ends in 'close'; without a listener an 'error' would crash the process.
    socket.on('error', () => socket.terminate());
  }

  establish(activityTimeoutSeconds: number) {
    this.send(
      serverFrame('pusher:connection_established', {
        socket_id: this.socketId,
        activity_timeout: activityTimeoutSeconds,
      }),
    );
  }

  send(frame: string) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame);
  }

  close(code: number, reason: string) {
    this.socket.close(code, reason);
  }

  private receive(raw: string) {
    this.lastSeenAt = Date.now();
    const message = parseClientMessage(raw);
    if (!message) return this.send(errorFrame(null, 'The message is not a Pusher protocol frame.'));
    switch (message.event) {
      case 'pusher:ping':
        return this.send(serverFrame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(message.data);
      case 'pusher:unsubscribe': {
        const channel = parseSubscribeData(message.data)?.channel;
        if (channel) this.hub.leave(this, channel);
        return;
      }
      default:
        return this.send(errorFrame(pusherErrorCodes.clientEventRejected, 'Client events are not enabled.'));
    }
  }

  private subscribe(data: unknown) {
    const request = parseSubscribeData(data);
    if (!request || !isValidChannelName(request.channel)) {
      return this.send(errorFrame(null, 'The subscription request is invalid.'));
    }
    const refusal = this.refusalFor(request.channel, request.auth);
    if (refusal) {
      return this.send(
        serverFrame(
          'pusher:subscription_error',
          { type: 'AuthError', error: refusal, status: 401 },
          request.channel,
        ),
      );
    }
    this.hub.join(this, request.channel);
    this.send(serverFrame('pusher_internal:subscription_succeeded', {}, request.channel));
  }

  /** Why this socket may not join the channel, or undefined when it may. */
  private refusalFor(channel: string, auth: string | undefined): string | undefined {
    if (channel.startsWith('presence-') || channel.startsWith('private-encrypted-')) {
      return 'Presence and encrypted channels are not supported.';
    }
    if (this.channels.size >= maxChannelsPerConnection) return 'Too many channels on one connection.';
    if (!channel.startsWith('private-')) return undefined;
    if (!auth) return 'A private channel needs an auth signature.';
    if (!isValidChannelAuth(this.hub.credentials, this.socketId, channel, auth)) return 'Invalid signature.';
    return undefined;
  }
}
