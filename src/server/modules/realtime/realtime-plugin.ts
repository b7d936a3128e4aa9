import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '#contract/app-config.ts';
import { broadcastingAuthPath, realtimeRoutes } from '#contract/realtime.ts';
import type { Broadcaster, RealtimeCredentials } from '../../adapters/realtime/broadcaster.ts';
import { EmbeddedPusherServer } from '../../adapters/realtime/embedded-pusher-server.ts';
import {
  externalPusherUsesTls,
  loadRealtimeCredentials,
  usesExternalPusher,
} from '../../adapters/realtime/realtime-credentials.ts';
import type { Config } from '../../config.ts';
import broadcastingAuthRoutes from './routes.ts';

export interface Realtime {
  broadcaster: Broadcaster;
  credentials: RealtimeCredentials;
  /** What GET /api/config tells the client; a null host means "this origin" (the embedded server). */
  clientSettings: AppConfig['realtime'];
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Realtime broadcasting: the embedded Pusher-protocol server at /app/{key} on this port by default,
 * or the `pusher` SDK when PUSHER_APP_ID/KEY/SECRET are set (then /app/{key} is not mounted).
 */
export default fp(
  async function realtimePlugin(app: FastifyInstance, { config }: { config: Config }) {
    const credentials = loadRealtimeCredentials(config);
    const external = usesExternalPusher(config);
    // The SDK is loaded only when it is used: the embedded default never needs it.
    const broadcaster = external
      ? (await import('../../adapters/realtime/pusher-sdk-broadcaster.ts')).createPusherSdkBroadcaster(
          config,
          credentials,
        )
      : new EmbeddedPusherServer({ credentials });
    app.decorate('realtime', {
      broadcaster,
      credentials,
      clientSettings: {
        key: credentials.key,
        cluster: config.pusher.cluster,
        host: external ? (config.pusher.host ?? null) : null,
        port: external ? (config.pusher.port ?? null) : null,
        tls: external && externalPusherUsesTls(config),
        auth_endpoint: broadcastingAuthPath,
      },
    });
    app.addHook('onClose', () => broadcaster.close());
    if (broadcaster instanceof EmbeddedPusherServer) await mountEmbeddedServer(app, broadcaster);
    await app.register(broadcastingAuthRoutes);
  },
  { name: 'realtime', dependencies: ['auth'] },
);

async function mountEmbeddedServer(app: FastifyInstance, server: EmbeddedPusherServer) {
  // Pusher clients only send small control frames; anything bigger is not a client of ours.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  // The shorthand, not routeOptions: @fastify/websocket hands a WebSocket route the socket itself.
  const { path, params } = realtimeRoutes.socket;
  app.get(path, { websocket: true, schema: { params } }, (socket, request) => {
    server.accept(socket, params.parse(request.params).key);
  });
}
