import Pusher from 'pusher';
import type { Config } from '../../config.ts';
import type { Broadcaster, RealtimeCredentials } from './broadcaster.ts';
import { externalPusherUsesTls } from './realtime-credentials.ts';

/** Production broadcasting through Pusher Channels, soketi or Laravel Reverb with the `pusher` SDK. */
export function createPusherSdkBroadcaster(config: Config, credentials: RealtimeCredentials): Broadcaster {
  const { host, port, cluster } = config.pusher;
  const pusher = new Pusher({
    appId: credentials.appId,
    key: credentials.key,
    secret: credentials.secret,
    cluster,
    useTLS: externalPusherUsesTls(config),
    ...(host ? { host } : {}),
    ...(port ? { port: String(port) } : {}),
  });
  return {
    publish: async (channel, event, data) => {
      await pusher.trigger(channel, event, data);
    },
    close: async () => {},
  };
}
