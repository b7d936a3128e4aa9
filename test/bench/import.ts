/**
 * `npm run bench:import`: imports every fixture EPUB through the real HTTP endpoint (a real server
 * on a loopback port, PGlite on disk as `npm start` runs it, or PostgreSQL with TEST_DATABASE_URL) several times and prints, per file: size, median ms, MB/s and peak
 * RSS growth; beside it the in-process extraction alone, and the time the `epub2` package takes to
 * extract the same text, as a ratio (epub2 ÷ ours). Goal: ≥ 10 MB/s, and faster than epub2.
 * The per-file figures are a warmed-up server's; the first import of each fixture after start is
 * timed and printed too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { EPub } from 'epub2';
import { textImages } from '#server/db/schema.ts';
import { extractEpubText } from '#server/modules/texts/epub/extract-epub-text.ts';
import { xhtmlParagraphs } from '#server/modules/texts/epub/xhtml-paragraphs.ts';
import { pictureBookEpub } from '#test/harness/picture-book.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';
import { createTestUser } from '#test/harness/users.ts';
import { fixedLayoutBook } from './fixed-layout-book.ts';

const RUNS = 15;
const WARM_UP_ROUNDS = 5;
const fixturesDir = resolve('../shared/fixtures/epub');
const MB = 1024 * 1024;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Timing {
  median: number;
  best: number;
  /** Median CPU time of this process (server, PGlite and client all run in it). */
  cpu: number;
}

/**
 * Median and best wall time of RUNS runs of `run` on each fixture, and the median CPU time. The
 * fixtures take turns (round-robin), so each one's runs spread over the whole measurement: this
 * machine's speed drifts by a third within a minute, and one fixture timed all at once would
 * catch one phase of it, the next another.
 */
async function timeRoundRobin(all: Fixture[], run: (fixture: Fixture) => Promise<unknown> | unknown) {
  const times = all.map((): number[] => []);
  const cpuTimes = all.map((): number[] => []);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, fixture] of all.entries()) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      await run(fixture);
      const cpu = process.cpuUsage(cpuStart);
      times[i]?.push(performance.now() - start);
      cpuTimes[i]?.push((cpu.user + cpu.system) / 1000);
    }
  }
  return all.map(
    (_, i): Timing => ({
      median: median(times[i] ?? []),
      best: Math.min(...(times[i] ?? [])),
      cpu: median(cpuTimes[i] ?? []),
    }),
  );
}

/**
 * The multipart form a browser sends for an upload, built once per file: the bench times the
 * server's import, not the building of a request (undici's FormData and fetch cost a tiny
 * book's import again, in this same process).
 */
function uploadForm(bytes: Uint8Array) {
  const boundary = `----ReadingRoomsBench${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="epub_file"; filename="book.epub"\r\nContent-Type: application/epub+zip\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a prebuilt form to the upload endpoint over a real connection; answers status and body. */
function postForm(baseUrl: string, headers: Record<string, string>, form: ReturnType<typeof uploadForm>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(`${baseUrl}/api/texts/upload-epub`, {
      method: 'POST',
      headers: { ...headers, 'content-type': form.contentType, 'content-length': form.body.length },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.end(form.body);
  });
}

const mbPerSecond = (bytes: number, ms: number) => (bytes / MB / (ms / 1000)).toFixed(1);

/** Peak resident memory above the starting point while `run` goes, sampled every 2 ms. */
async function peakRssGrowth(run: () => Promise<unknown>) {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  await run();
  clearInterval(sampler);
  return Math.max(peak, process.memoryUsage.rss()) - baseline;
}

/** epub2's way to the same plain text: open, read each spine chapter, strip the markup. */
async function epub2Text(path: string) {
  const book = await EPub.createAsync(path);
  const chapters = await Promise.all(
    book.flow.map((item: { id?: string }) => book.getChapterAsync(item.id ?? '').catch(() => '')),
  );
  return chapters.map((html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).join('\n');
}

/**
 * The machine's CPU time so far (Linux /proc/stat, in ticks), of which `steal` went to other guests
 * of the hypervisor: when it grows, this VM runs slower whatever it runs. Undefined elsewhere.
 */
function cpuTicks(): { steal: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      ?.trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    if (!fields || fields.length < 8) return undefined;
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

const GOAL_MB_PER_SECOND = 10;

/** The aggregate over all fixtures (sum of bytes ÷ sum of medians), and whether the goal is met. */
function printGoal(total: {
  bytes: number;
  coldMs: number;
  httpMs: number;
  httpCpuMs: number;
  extractMs: number;
  epub2Ms: number;
}) {
  const wall = total.bytes / MB / (total.httpMs / 1000);
  const cpu = total.bytes / MB / (total.httpCpuMs / 1000);
  const fasterThanEpub2 = total.httpMs < total.epub2Ms;
  console.log(
    `all fixtures through HTTP: ${(total.bytes / MB).toFixed(2)} MB in ${total.httpMs.toFixed(0)} ms = ${wall.toFixed(1)} MB/s wall, ${cpu.toFixed(1)} MB/s of CPU time (${total.httpCpuMs.toFixed(0)} ms); epub2 ${total.epub2Ms.toFixed(0)} ms`,
  );
  console.log(
    `the first import of each fixture after start (cold): ${total.coldMs.toFixed(0)} ms = ${(total.bytes / MB / (total.coldMs / 1000)).toFixed(1)} MB/s`,
  );
  const met = wall >= GOAL_MB_PER_SECOND && fasterThanEpub2;
  console.log(
    `goal (≥ ${GOAL_MB_PER_SECOND} MB/s through HTTP and faster than epub2): ${met ? 'MET' : 'NOT MET'} — ${wall.toFixed(1)} MB/s wall (${cpu.toFixed(1)} by CPU time), ${fasterThanEpub2 ? 'faster' : 'slower'} than epub2 (${(total.epub2Ms / total.httpMs).toFixed(2)}×)`,
  );
  console.log(
    `extraction alone (no HTTP, no database): ${total.extractMs.toFixed(0)} ms, ${(total.epub2Ms / total.extractMs).toFixed(1)}× epub2's speed`,
  );
}

interface Fixture {
  file: string;
  path: string;
  bytes: Buffer;
  /** One import through the HTTP endpoint; throws unless it answers 201. */
  upload(): Promise<void>;
}

function fixtures(baseUrl: string, headers: Record<string, string>): Fixture[] {
  return readdirSync(fixturesDir)
    .filter((name) => name.endsWith('.epub'))
    .map((file) => {
      const path = join(fixturesDir, file);
      const bytes = readFileSync(path);
      const form = uploadForm(bytes);
      const upload = async () => {
        const res = await postForm(baseUrl, headers, form);
        if (res.status !== 201) throw new Error(`${file}: ${res.status} ${res.body}`);
      };
      return { file, path, bytes, upload };
    });
}

/**
 * The first import of each fixture after the server started (code not compiled yet, caches
 * empty: a teacher's first upload), timed; then WARM_UP_ROUNDS untimed rounds of every fixture
 * through each of the three ways, so the figures after it are those of a server that has imported
 * a few books, for ours and epub2 alike.
 */
async function coldThenWarm(all: Fixture[]) {
  const started = performance.now();
  for (const fixture of all) await fixture.upload();
  const coldMs = performance.now() - started;
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const fixture of all) {
      await fixture.upload();
      extractEpubText(fixture.bytes);
      await epub2Text(fixture.path);
    }
  }
  return coldMs;
}

function tableRow(fixture: Fixture, http: Timing, extract: Timing, epub2: Timing, rss: number) {
  const { bytes } = fixture;
  return [
    fixture.file,
    `${(bytes.length / 1024).toFixed(0)} KB`,
    http.median.toFixed(1),
    `${mbPerSecond(bytes.length, http.median)} (${mbPerSecond(bytes.length, http.best)})`,
    http.cpu.toFixed(1),
    extract.median.toFixed(1),
    `${mbPerSecond(bytes.length, extract.median)} (${mbPerSecond(bytes.length, extract.best)})`,
    `${(rss / MB).toFixed(1)} MB`,
    epub2.median.toFixed(1),
    `${(epub2.median / http.median).toFixed(1)}×`,
    `${(epub2.median / extract.median).toFixed(1)}×`,
  ];
}

/**
 * The generated picture book (test/harness/picture-book.ts: a cover, four pictures one of which is
 * 3200 px wide and is scaled down, three hostile ones left out), imported RUNS times: its median
 * import time, and per stored picture the bytes in the book and the bytes stored.
 */
async function illustrated(t: TestApp, headers: Record<string, string>) {
  const bytes = await pictureBookEpub();
  const form = uploadForm(bytes);
  const times: number[] = [];
  let id = 0;
  for (let run = 0; run < RUNS + WARM_UP_ROUNDS; run++) {
    const start = performance.now();
    const res = await postForm(t.baseUrl, headers, form);
    if (res.status !== 201) throw new Error(`picture book: ${res.status} ${res.body}`);
    if (run >= WARM_UP_ROUNDS) times.push(performance.now() - start);
    id = (JSON.parse(res.body) as { data: { id: number } }).data.id;
  }
  const rows = await t.database.db
    .selectDistinct({ filePath: textImages.filePath, width: textImages.width, height: textImages.height })
    .from(textImages)
    .where(eq(textImages.textId, id));
  const stored = rows.map(
    (row) =>
      `${row.width}×${row.height} ${(statSync(join(t.dataDir, row.filePath)).size / 1024).toFixed(1)} KB`,
  );
  console.log(
    `\nillustrated (generated picture book, ${(bytes.length / 1024).toFixed(0)} KB): median ${median(times).toFixed(1)} ms per import over ${RUNS} runs; ${rows.length} pictures stored: ${stored.join(', ')}`,
  );
}

/**
 * Extraction alone of the generated fixed-layout book (fixed-layout-book.ts), its lines placed by
 * style attributes and then by a shared stylesheet: median of RUNS runs after warming up each.
 */
function fixedLayout() {
  const readings = [false, true].map(
    (byStylesheet) => extractEpubText(fixedLayoutBook(byStylesheet)).paragraphs,
  );
  if (JSON.stringify(readings[0]) !== JSON.stringify(readings[1]))
    throw new Error('the fixed-layout book reads differently placed by a stylesheet');
  for (const byStylesheet of [false, true]) {
    const bytes = fixedLayoutBook(byStylesheet);
    const times: number[] = [];
    for (let run = 0; run < RUNS + WARM_UP_ROUNDS; run++) {
      const start = performance.now();
      extractEpubText(bytes);
      if (run >= WARM_UP_ROUNDS) times.push(performance.now() - start);
    }
    const how = byStylesheet ? 'a shared stylesheet' : 'style attributes';
    console.log(
      `fixed-layout text (generated, 40 pages placed by ${how}, ${(bytes.length / 1024).toFixed(0)} KB): extract median ${median(times).toFixed(1)} ms = ${mbPerSecond(bytes.length, median(times))} MB/s`,
    );
  }
}

/**
 * A page of hostile, unterminated markup (50,000 unclosed tags, 20,000 unclosed attributes and
 * comments, 650 KB): the page reader must stay linear on it, so this prints its time at one and
 * at four times the size (linear: about four times as long).
 */
function hostileMarkup() {
  const page = (n: number) =>
    `${'<b>'.repeat(50_000 * n)}${'</i>'.repeat(50_000 * n)}${'<a title="'.repeat(20_000 * n)}${'<!--'.repeat(20_000 * n)}`;
  const times = [1, 4].map((n) => {
    const markup = page(n);
    const start = performance.now();
    xhtmlParagraphs(markup);
    return { kb: markup.length / 1024, ms: performance.now() - start };
  });
  console.log(
    `hostile unterminated markup: ${times.map(({ kb, ms }) => `${kb.toFixed(0)} KB in ${ms.toFixed(0)} ms`).join(', ')}`,
  );
}

async function main() {
  // The embedded default as `npm start` runs it (PGlite on disk in DATA_DIR), or with
  // TEST_DATABASE_URL a new database on that PostgreSQL server, as production runs it.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const t = await startTestApp({}, { onDisk: !onPostgres });
  console.log(`database: ${onPostgres ? 'PostgreSQL (TEST_DATABASE_URL)' : 'embedded PGlite on disk'}\n`);
  const { headers } = await createTestUser(t.database, { admin: true });
  const rows: string[][] = [];
  const ticksAtStart = cpuTicks();
  const total = { bytes: 0, coldMs: 0, httpMs: 0, httpCpuMs: 0, extractMs: 0, epub2Ms: 0 };
  try {
    const all = fixtures(t.baseUrl, headers);
    total.coldMs = await coldThenWarm(all);
    const http = await timeRoundRobin(all, (fixture) => fixture.upload());
    const extract = await timeRoundRobin(all, (fixture) => extractEpubText(fixture.bytes));
    const epub2 = await timeRoundRobin(all, (fixture) => epub2Text(fixture.path));
    for (const [i, fixture] of all.entries()) {
      const [ours, extracted, theirs] = [http[i], extract[i], epub2[i]];
      if (!ours || !extracted || !theirs) throw new Error(`no timing for ${fixture.file}`);
      rows.push(tableRow(fixture, ours, extracted, theirs, await peakRssGrowth(fixture.upload)));
      total.bytes += fixture.bytes.length;
      total.httpMs += ours.median;
      total.httpCpuMs += ours.cpu;
      total.extractMs += extracted.median;
      total.epub2Ms += theirs.median;
    }
    await illustrated(t, headers);
    fixedLayout();
    hostileMarkup();
  } finally {
    await t.close();
  }
  const header = [
    'file',
    'size',
    'HTTP ms',
    'HTTP MB/s (best)',
    'HTTP CPU ms',
    'extract ms',
    'extract MB/s (best)',
    'peak RSS +',
    'epub2 ms',
    'epub2/HTTP',
    'epub2/extract',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of [header, ...rows])
    console.log(row.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  '));
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(
    `\n${cpus().length} CPUs, load average ${load.join(' ')} (other work on the machine slows every figure)`,
  );
  const ticksAtEnd = cpuTicks();
  if (ticksAtStart && ticksAtEnd) {
    const stolen = (ticksAtEnd.steal - ticksAtStart.steal) / (ticksAtEnd.total - ticksAtStart.total);
    console.log(
      `CPU time the hypervisor gave other guests while this ran (steal): ${(stolen * 100).toFixed(1)}%`,
    );
  }
  console.log(
    `median of ${RUNS} runs each, fixtures taking turns, after ${WARM_UP_ROUNDS} warm-up rounds of every fixture; MB = 1024² bytes; ratios > 1 mean ours is faster`,
  );
  printGoal(total);
}

await main();
