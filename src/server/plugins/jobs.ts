import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { ExecuteSql } from '../db/database.ts';

export interface QueueSettings {
  /** Attempts after the first one; the delay doubles each time (with jitter). */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job still active this long is taken to be dead (its worker crashed) and is retried. */
  expireInSeconds: number;
  /** Where a job goes once it has failed for the last time. */
  deadLetter?: string;
}

/** A job's data, and a signal that aborts when the job has run out of time (`expireInSeconds`). */
export type JobHandler<T> = (data: T, signal: AbortSignal) => Promise<void>;

export interface JobQueue {
  /** Creates the queue if needed and applies `settings` to the jobs queued from now on. */
  defineQueue(name: string, settings: QueueSettings): Promise<void>;
  /** Queues one job per item, in one statement, and wakes this process's workers of that queue. */
  send(name: string, items: object[]): Promise<void>;
  /** Runs `handler` for the queue's jobs, `concurrency` at a time (nothing in a process started without workers). */
  work<T>(name: string, concurrency: number, handler: JobHandler<T>): Promise<void>;
  /** Stops fetching; waits up to `timeoutMs` for running jobs, then hands them back to be retried. */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  runWorkers: boolean;
  /** How often expired jobs are looked for (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** How often an idle worker looks for jobs queued by other processes (default 2 s). */
  pollingIntervalSeconds?: number;
  /**
   * No other process runs this database's jobs (the embedded PGlite belongs to one process), so a job
   * still active at start was left by a process that died: it is failed at once, to be retried after
   * its retry delay, instead of after `expireInSeconds` (minutes).
   */
  soleWorker?: boolean;
}

/**
 * A durable queue in the app's own database (pg-boss in its `pgboss` schema). On PGlite it goes
 * through `Database.executeSql`, which rolls back a failed script so the one connection stays usable.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schedule: false, // no cron jobs: saves the clock checks
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'background job queue error'));
  await boss.start();
  if (options.soleWorker) await failJobsOfDeadProcess(boss, options);
  const workerIds = new Map<string, string[]>();
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };

  async function startWorker<T>(name: string, handler: JobHandler<T>) {
    let id = '';
    id = await boss.work<T>(name, polling, async ([job]) => {
      if (!job) return;
      // Jobs can follow each other in one unbroken promise chain (PGlite answers in this thread):
      // let pending I/O, such as API requests, run between them.
      await yieldToEventLoop();
      try {
        await handler(job.data, AbortSignal.timeout(job.expireInSeconds * 1000));
      } catch (error) {
        options.log.warn(
          { err: error, queue: name, jobId: job.id },
          'background job failed; it will be retried',
        );
        throw error;
      } finally {
        boss.notifyWorker(id); // fetch the next job at once instead of after the polling pause
      }
    });
    return id;
  }

  return {
    async defineQueue(name, settings) {
      const queue = {
        name,
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: settings.expireInSeconds,
        ...(settings.deadLetter ? { deadLetter: settings.deadLetter } : {}),
      };
      await boss.createQueue(name, queue);
      await boss.updateQueue(name, queue); // an existing queue takes the current settings
    },
    async send(name, items) {
      if (items.length === 0) return;
      await boss.insert(items.map((data) => ({ name, data })));
      for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
    },
    async work(name, concurrency, handler) {
      if (!options.runWorkers) return;
      const ids = await Promise.all(Array.from({ length: concurrency }, () => startWorker(name, handler)));
      workerIds.set(name, [...(workerIds.get(name) ?? []), ...ids]);
    },
    stop: ({ graceful = true, timeoutMs = 10_000 } = {}) => boss.stop({ graceful, timeout: timeoutMs }),
  };
}

/** Fails (so retries, while it has tries left) every job a dead process left active. */
async function failJobsOfDeadProcess(boss: PgBoss, options: JobQueueOptions) {
  // pg-boss has no call listing active jobs; its job table is documented and this reads it only.
  const { rows } = await options.executeSql("SELECT name, id FROM pgboss.job WHERE state = 'active'");
  const byQueue = new Map<string, string[]>();
  for (const { name, id } of rows as { name: string; id: string }[]) {
    byQueue.set(name, [...(byQueue.get(name) ?? []), id]);
  }
  for (const [name, ids] of byQueue) {
    options.log.warn({ queue: name, jobs: ids.length }, 'jobs left running by a stopped process are retried');
    await boss.fail(name, ids);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** The job queue on the app's database; workers run in this process unless JOBS_IN_PROCESS=false. */
export default fp(
  async function jobsPlugin(app: FastifyInstance, { config }: { config: Config }) {
    const jobs = await startJobQueue({
      executeSql: app.database.executeSql,
      log: app.log,
      runWorkers: config.jobs.inProcess,
      soleWorker: config.jobs.inProcess && app.database.kind === 'pglite',
    });
    app.decorate('jobs', jobs);
    // Before the database closes (onClose): running jobs finish, or go back to the queue.
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
