/**
 * The 30 tablets of `bench:classes`, in a worker thread: each round they sign in at once and the
 * round's latencies go back to the bench. On their own thread, the clients' own work (making 30
 * requests and reading the answers) does not queue in the server's event loop, as it does not in a
 * classroom where each pupil has a tablet. Plain JavaScript: a worker thread does not get tsx's loader.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ baseUrl: string, code: string, pupils: { id: number, pictures: string[] }[] }} */
const { baseUrl, code, pupils } = workerData;

/** @param {{ id: number, pictures: string[] }} pupil */
async function signIn(pupil) {
  const start = performance.now();
  const res = await fetch(`${baseUrl}/api/class-sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, user_id: pupil.id, pictures: pupil.pictures }),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return performance.now() - start;
}

parentPort?.on('message', async () => {
  parentPort?.postMessage(await Promise.all(pupils.map(signIn)));
});
