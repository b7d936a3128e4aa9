import type { Database } from '../db/database.ts';
import { preparedStatement } from '../db/prepared-statements.ts';

/** What @fastify/rate-limit asks of a store: count a hit and say how long the window has left. */
type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The options a store is made with; a route's (`child`) carry its method and path. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * One hit on a key: a new window when there is none or the last one has ended, else one more in
 * it. One statement, so two requests at once cannot both be counted as the first.
 */
const countHitStatement = preparedStatement({
  name: 'rate_limit_count_hit',
  text: `insert into rate_limit_hits as r (key, window_started_at, hits) values ($1::text, now(), 1)
    on conflict (key) do update set
      hits = case when r.window_started_at <= now() - make_interval(secs => $2::float8 / 1000)
        then 1 else r.hits + 1 end,
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => $2::float8 / 1000)
        then now() else r.window_started_at end
    returning r.hits, (extract(epoch from (now() - r.window_started_at)) * 1000)::float8 as "elapsedMs"`,
});

/** Windows that ended long ago (the longest limit is an hour): cleared now and then. */
const CLEAR_AFTER = '1 day';
const CLEAR_EVERY_HITS = 1000;

/**
 * A rate-limit store (`store` of @fastify/rate-limit) that keeps its counts in the database, so
 * limits hold across restarts and across server processes (docs/architecture.md, "Rate limits").
 * Each route counts under its own method and path.
 */
export function storedRateLimits(database: () => Database) {
  let hitsSinceClear = 0;
  const clearOld = () => {
    hitsSinceClear = 0;
    void database()
      .executeSql(`delete from rate_limit_hits where window_started_at < now() - interval '${CLEAR_AFTER}'`)
      .catch(() => undefined);
  };

  return class StoredRateLimitStore {
    private readonly prefix: string;
    constructor(limit: RouteLimit) {
      const { method, url } = limit.routeInfo ?? {};
      this.prefix = url ? `${[method].flat().join(',')} ${url}|` : '';
    }

    incr(key: string, counted: Counted, timeWindow: number) {
      hitsSinceClear += 1;
      if (hitsSinceClear >= CLEAR_EVERY_HITS) clearOld();
      database()
        .runPrepared<{ hits: number; elapsedMs: number }>(countHitStatement, [
          `${this.prefix}${key}`,
          timeWindow,
        ])
        .then(([row]) => {
          const hits = row?.hits ?? 1;
          const ttl = Math.max(0, timeWindow - (row?.elapsedMs ?? 0));
          counted(null, { current: hits, ttl });
        }, counted);
    }

    // Called with the route's merged limit options, which carry `routeInfo` (typed as route options).
    child(routeLimit: object) {
      return new StoredRateLimitStore(routeLimit as RouteLimit);
    }
  };
}
