/**
 * The 30 tablets of `bench:classes`, in a worker thread: each round they sign in at once and the
 * round's latencies go back to the bench. On their own thread, the clients' own work (making 30
 * requests and reading the answers) does not queue in the server's event loop, as it does not in a
 * classroom where each pupil has a tablet. Plain JavaScript: a worker thread does not get tsx's loader.
 * node:http with kept-alive connections (as a tablet's browser keeps its own), not fetch: here one
 * thread plays thirty tablets, and fetch's own work for thirty answers (its streams and headers
 * objects) came out as 15-20 ms more at the median, time a real tablet spends on its own processor.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ baseUrl: string, code: string, pupils: { id: number, pictures: string[] }[] }} */
const { baseUrl, code, pupils } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: pupils.length });
const url = new URL('/api/class-sign-in', baseUrl);

/** @param {{ id: number, pictures: string[] }} pupil */
function signIn(pupil) {
  const body = JSON.stringify({ code, user_id: pupil.id, pictures: pupil.pictures });
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - start)
            : reject(new Error(`sign-in answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

parentPort?.on('message', async () => {
  parentPort?.postMessage(await Promise.all(pupils.map(signIn)));
});
