/** Sends an event to everyone subscribed to a channel: the embedded server or a Pusher-compatible service. */
export interface Broadcaster {
  publish(channel: string, event: string, data: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The app's Pusher credentials: the key is public (clients connect with it), the secret signs channels. */
export interface RealtimeCredentials {
  appId: string;
  key: string;
  secret: string;
}
