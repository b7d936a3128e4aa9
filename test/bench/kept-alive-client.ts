import { Agent, request } from 'node:http';

/**
 * A bench's pupils calling the server on kept-alive connections (as each tablet's browser keeps its
 * own) with node:http, not fetch: one process here plays a whole class, and fetch's own work for
 * hundreds of answers (its streams and header objects, and parsing bodies nobody reads) took the
 * two cores from the server and came out as latency, time a real tablet spends on its own processor.
 * Answers only the status: the body is read and dropped.
 */
export function keptAliveClient(baseUrl: string) {
  const agent = new Agent({ keepAlive: true });
  return (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<{ status: number }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        new URL(path, baseUrl),
        {
          method,
          agent,
          headers:
            payload === undefined
              ? headers
              : {
                  ...headers,
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
