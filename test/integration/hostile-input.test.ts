import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiOperation,
  fetchApiOperations,
  operationName,
} from '#test/harness/contract/api-operations.ts';
import { exampleValue } from '#test/harness/contract/example-value.ts';
import {
  hostileBody,
  hostileParam,
  malformedRequests,
  mapStrings,
  poisonedStrings,
} from '#test/harness/contract/hostile-input.ts';
import {
  createRouteWorld,
  fillPath,
  type Role,
  type RouteWorld,
  renewTokens,
  resolveCall,
} from '#test/harness/contract/route-world.ts';
import { type CallAnswer, isClearRefusal, sendJson, sendRaw } from '#test/harness/contract/send-call.ts';
import { stateFingerprint } from '#test/harness/contract/state-fingerprint.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';

// Generated hostile input for every call of the OpenAPI document (so for a call the day it is
// declared): every answer is a readable refusal (a 422 names its fields) or, when the input happened
// to be valid, a success; never a 5xx; a refusal changes nothing stored; the server stays up.

/** Generated cases per call and kind of input; the seed is printed by fast-check when one fails. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** A long run (FUZZ_RUNS=200) gets the time it needs: a timed-out test would go on sending meanwhile. */
const timeout = 60_000 * Math.max(1, RUNS / 10);

let t: TestApp;
let world: RouteWorld;
let operations: ApiOperation[];
/** What was stored after the last request: one fingerprint per request tells what each one changed. */
let baseline: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({
    // The sign-in limits would answer most generated sign-ins 429, which says nothing about the input.
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    RATE_LIMIT_REGISTER_PER_HOUR: '100000',
    // Jobs are queued, not run: a job a valid call started would change what is stored while a later,
    // refused call is being checked for changing nothing.
    JOBS_IN_PROCESS: 'false',
  });
  world = await createRouteWorld(t);
  baseline = await stateFingerprint(t.database);
  // Deletions last: a generated id may well be the world's own, and what it deletes is gone for the rest.
  // Erasing one's own account (DELETE /api/user) would take the world's sender with it for every
  // later call; its refusals (a wrong, missing or odd password changes nothing) are tested in
  // personal-data.test.ts.
  operations = (await fetchApiOperations(t.baseUrl))
    .filter((operation) => !(operation.method === 'DELETE' && operation.path === '/api/user'))
    .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
});
afterAll(async () => {
  await t.close();
});

/** Who sends a call: its resource's owner, so the input reaches past the access check. */
const senderOf = (operation: ApiOperation): Role =>
  operation.secured ? (resolveCall(world, operation)?.owner ?? 'teacher') : 'anonymous';

const validPath = (operation: ApiOperation) => fillPath(world, operation, () => '1');

/**
 * Sends one request and checks its answer: a success, or a clear refusal that stored nothing; never
 * a 5xx. Returns a description of what was wrong, or undefined.
 */
async function check(operation: ApiOperation, send: () => Promise<CallAnswer>, input: string) {
  const answer = await send();
  const before = baseline;
  baseline = await stateFingerprint(t.database);
  const where = `${operationName(operation)} with ${input.slice(0, 200)}: ${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status >= 200 && answer.status < 300) return undefined;
  if (!isClearRefusal(answer)) return where;
  if (answer.status === 422) {
    const errors: unknown = answer.body?.errors;
    const fieldMessages =
      typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every(
        (list) => Array.isArray(list) && list.every((m) => typeof m === 'string' && m),
      );
    if (!fieldMessages || Object.keys(errors as object).length === 0)
      return `${where} (a 422 without its errors)`;
  }
  const after = baseline;
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  return changed.length > 0 ? `${where} (refused, yet changed ${changed.join(', ')})` : undefined;
}

/** New tokens (a call may have signed its sender out); what that stores is no call's doing. */
async function renew() {
  await renewTokens(t, world);
  baseline = await stateFingerprint(t.database);
}

/**
 * Runs a property over generated inputs and returns what went wrong; fast-check's report (its seed and
 * path, to replay the run with `fc.assert(..., { seed, path })`) comes last.
 */
async function fuzz<T>(
  operation: ApiOperation,
  arbitrary: fc.Arbitrary<T>,
  send: (input: T) => Promise<CallAnswer>,
) {
  const wrong: string[] = [];
  // Once per call, not per input: a generated input signs its sender out only by luck.
  await renew();
  const property = fc.asyncProperty(arbitrary, async (input) => {
    const problem = await check(operation, () => send(input), JSON.stringify(input) ?? String(input));
    if (problem) wrong.push(problem);
    return problem === undefined;
  });
  try {
    await fc.assert(property, { numRuns: RUNS, endOnFailure: true });
  } catch (error) {
    wrong.push(String(error).split('\n').slice(0, 2).join(' '));
  }
  return wrong;
}

describe('hostile input on every declared call', () => {
  it('refuses generated bodies clearly, stores nothing when it refuses, and never fails with a 5xx', {
    timeout,
  }, async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.body)) {
      const url = validPath(operation);
      wrong.push(
        ...(await fuzz(operation, hostileBody(operation), (body) =>
          sendJson(t.baseUrl, operation.method, url, world.headers[senderOf(operation)], body),
        )),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('answers a NUL, a lone surrogate or a direction override in every string field without a 5xx', {
    timeout,
  }, async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.body)) {
      const valid = exampleValue(operation.body ?? {});
      await renew();
      for (const { name, change } of poisonedStrings) {
        const body = mapStrings(valid, change);
        const problem = await check(
          operation,
          () =>
            sendJson(
              t.baseUrl,
              operation.method,
              validPath(operation),
              world.headers[senderOf(operation)],
              body,
            ),
          `${name}: ${JSON.stringify(body)}`,
        );
        if (problem) wrong.push(problem);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses malformed JSON, other content types, oversized and deeply nested bodies with a 4xx', {
    timeout,
  }, async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.body)) {
      const valid = exampleValue(operation.body ?? {});
      await renew();
      for (const request of malformedRequests(valid)) {
        const headers = { ...world.headers[senderOf(operation)], ...request.headers };
        const problem = await check(
          operation,
          () =>
            sendRaw(t.baseUrl, {
              method: operation.method,
              url: validPath(operation),
              headers,
              body: request.body,
            }),
          request.name,
        );
        // A refusal, not a success: none of these is a body the call can read.
        if (problem) wrong.push(problem);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses generated path and query parameters clearly, and never fails with a 5xx', {
    timeout,
  }, async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      for (const { name } of operation.pathParams) {
        wrong.push(
          ...(await fuzz(operation, hostileParam, (value) => {
            const url = fillPath(world, operation, () => '1', { [name]: encodeURIComponent(value) });
            const body = operation.body ? exampleValue(operation.body) : undefined;
            return sendJson(t.baseUrl, operation.method, url, world.headers[senderOf(operation)], body);
          })),
        );
      }
      for (const { name } of operation.queryParams) {
        wrong.push(
          ...(await fuzz(operation, hostileParam, (value) => {
            const body = operation.body ? exampleValue(operation.body) : undefined;
            const url = `${validPath(operation)}?${new URLSearchParams({ [name]: value })}`;
            return sendJson(t.baseUrl, operation.method, url, world.headers[senderOf(operation)], body);
          })),
        );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is still up and answering afterwards', { timeout }, async () => {
    expect((await sendJson(t.baseUrl, 'GET', '/api/config', {})).status).toBe(200);
  });
});
