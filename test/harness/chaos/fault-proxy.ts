import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy did to one request. */
export type Fault = 'none' | 'drop-request' | 'drop-answer' | 'delay' | '429' | '500' | '503' | 'offline';

export interface FaultRates {
  /** The connection is cut before the request reaches the server. */
  dropRequest: number;
  /** The server handles the request, then the connection is cut before the answer arrives. */
  dropAnswer: number;
  /** Held up to `maxDelayMs` before it is passed on. */
  delay: number;
  tooManyRequests: number;
  serverError: number;
  unavailable: number;
  maxDelayMs: number;
}

export interface FaultProxy {
  baseUrl: string;
  /** The network off (every connection cut at once) or on. */
  setOffline(offline: boolean): void;
  /** No more faults: the network has recovered for good. */
  heal(): void;
  /** How many requests met each fault. */
  counts: Record<Fault, number>;
  close(): Promise<void>;
}

/**
 * An HTTP proxy on loopback in front of the real server that drops connections before and after the
 * server has handled them, delays, answers 429 (with Retry-After), 500 and 503, and can cut the
 * network entirely. `random` is seeded by the caller, so a run can be replayed.
 */
export async function startFaultProxy(
  target: string,
  rates: FaultRates,
  random: () => number,
): Promise<FaultProxy> {
  const upstream = new URL(target);
  let offline = false;
  let healed = false;
  const counts: Record<Fault, number> = {
    none: 0,
    'drop-request': 0,
    'drop-answer': 0,
    delay: 0,
    '429': 0,
    '500': 0,
    '503': 0,
    offline: 0,
  };

  const pick = (): Fault => {
    if (offline) return 'offline';
    if (healed) return 'none';
    let roll = random();
    const table: [Fault, number][] = [
      ['drop-request', rates.dropRequest],
      ['drop-answer', rates.dropAnswer],
      ['delay', rates.delay],
      ['429', rates.tooManyRequests],
      ['500', rates.serverError],
      ['503', rates.unavailable],
    ];
    for (const [fault, rate] of table) {
      if (roll < rate) return fault;
      roll -= rate;
    }
    return 'none';
  };

  const pass = (req: IncomingMessage, res: ServerResponse, cutAnswer: boolean) => {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        if (cutAnswer) {
          // Read the whole answer first: the server has finished the request when the client loses it.
          answer.resume();
          answer.on('end', () => res.socket?.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The server itself is down (killed, restarting): the client sees a cut connection.
    out.on('error', () => res.socket?.destroy());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const fault = pick();
    counts[fault] += 1;
    switch (fault) {
      case 'offline':
      case 'drop-request':
        req.socket.destroy();
        return;
      case '429':
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
        res.end(JSON.stringify({ message: 'Too Many Attempts.' }));
        return;
      case '500':
      case '503':
        res.writeHead(Number(fault), { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Server Error' }));
        return;
      case 'delay':
        setTimeout(() => pass(req, res, false), random() * rates.maxDelayMs);
        return;
      default:
        pass(req, res, fault === 'drop-answer');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setOffline(value) {
      offline = value;
    },
    heal() {
      healed = true;
    },
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small seeded generator (mulberry32): the same seed, the same run of faults and changes. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
