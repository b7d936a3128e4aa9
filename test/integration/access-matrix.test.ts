import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiOperation,
  fetchApiOperations,
  operationName,
} from '#test/harness/contract/api-operations.ts';
import { exampleValue } from '#test/harness/contract/example-value.ts';
import {
  createRouteWorld,
  type Role,
  type RouteWorld,
  resolveCall,
} from '#test/harness/contract/route-world.ts';
import { type CallAnswer, isClearRefusal, sendJson } from '#test/harness/contract/send-call.ts';
import { stateFingerprint } from '#test/harness/contract/state-fingerprint.ts';
import { startTestApp, type TestApp } from '#test/harness/test-app.ts';

// Every call of the OpenAPI document (generated from the contract) × who asks → the status the
// product promises (docs/product.md §3: owner-only or assignee-only). A call declared tomorrow is in
// the matrix without an edit here: its resource is found from its path (route-world.ts).

let t: TestApp;
let world: RouteWorld;
let operations: ApiOperation[];

beforeAll(async () => {
  t = await startTestApp();
  world = await createRouteWorld(t);
  operations = await fetchApiOperations(t.baseUrl);
});
afterAll(async () => {
  await t.close();
});

/** The one other person with a claim on a resource: the assignee of a text, the teacher of an assignment. */
const relative: Partial<Record<Role, Role>> = { teacher: 'pupil', pupil: 'teacher' };
const signedIn: Role[] = ['teacher', 'otherTeacher', 'pupil', 'otherPupil'];

/** Who must be refused: everyone signed in but the owner, and, for a change, the owner's relative too. */
function refusedRoles(method: string, owner: Role): Role[] {
  return signedIn.filter((role) => role !== owner && (method !== 'GET' || role !== relative[owner]));
}

const strangerUuid = '9c1b7a52-4a8e-4f51-9d0e-3f0a7c1d2b44';

/** A stand-in id for a resource the world does not have: valid in shape (its pattern's), owned by nobody. */
const strangerId = (operation: ApiOperation, name: string) => {
  const schema = operation.pathParams.find((p) => p.name === name)?.schema;
  if (schema?.type === 'integer') return '2147483000';
  const pattern = schema?.pattern ? new RegExp(schema.pattern) : undefined;
  const shapes = [strangerUuid, `${strangerUuid}.jpg`, 'ABCDEFGH'];
  return shapes.find((shape) => !pattern || pattern.test(shape)) ?? strangerUuid;
};

const strangerUrl = (operation: ApiOperation) =>
  operation.path.replace(/:(\w+)/g, (_m, name: string) => strangerId(operation, name));

async function send(operation: ApiOperation, role: Role, url: string) {
  const body = operation.body ? exampleValue(operation.body) : undefined;
  return sendJson(t.baseUrl, operation.method, url, world.headers[role], body);
}

const describeAnswer = (op: ApiOperation, role: Role, res: CallAnswer) =>
  `${operationName(op)} as ${role}: ${res.status} ${res.location ?? res.text.slice(0, 160)}`;

describe('the access matrix of every declared call', () => {
  it('reads the calls from the contract, so a new one is covered without editing this test', () => {
    // A floor: an empty or truncated document cannot make the matrix pass.
    expect(operations.length).toBeGreaterThan(40);
    expect(
      operations.filter((op) => op.pathParams.length > 0 && resolveCall(world, op)).length,
    ).toBeGreaterThan(20);
  });

  it('answers a visitor 401 on every call behind the bearer token', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.secured)) {
      const url = resolveCall(world, operation)?.url ?? strangerUrl(operation);
      const res = await send(operation, 'anonymous', url);
      if (res.status !== 401 || res.body?.message !== 'Unauthenticated.') {
        wrong.push(describeAnswer(operation, 'anonymous', res));
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses another teacher, a pupil of the same teacher and the other party's changes, and changes nothing", async () => {
    const before = await stateFingerprint(t.database);
    const wrong: string[] = [];
    let checked = 0;
    for (const operation of operations) {
      const call = resolveCall(world, operation);
      if (!call) continue;
      for (const role of refusedRoles(operation.method, call.owner)) {
        const res = await send(operation, role, call.url);
        checked += 1;
        const refused = (res.status === 403 || res.status === 404) && typeof res.body?.message === 'string';
        if (!refused) wrong.push(describeAnswer(operation, role, res));
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(60);
    expect(await stateFingerprint(t.database)).toEqual(before);
  });

  it('refuses everyone clearly (never a 2xx or a 5xx) on an id nobody owns, for calls on resources the world lacks too', async () => {
    const before = await stateFingerprint(t.database);
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.pathParams.length > 0)) {
      const url = strangerUrl(operation);
      for (const role of signedIn) {
        const res = await send(operation, role, url);
        if (!isClearRefusal(res)) wrong.push(describeAnswer(operation, role, res));
      }
    }
    expect(wrong).toEqual([]);
    expect(await stateFingerprint(t.database)).toEqual(before);
  });

  it('answers the owner otherwise than the refused (so the refusals are about the person, not the id)', async () => {
    const wrong: string[] = [];
    for (const operation of operations.filter((op) => op.method === 'GET')) {
      const call = resolveCall(world, operation);
      if (!call) continue;
      const refused = await send(operation, 'otherTeacher', call.url);
      const res = await send(operation, call.owner, call.url);
      // A summary before completion (409) or a pasted text's EPUB (404) is still not a refusal of the person.
      const personal = res.status === 401 || res.status === 403 || res.status >= 500;
      const same = res.status === refused.status && res.text === refused.text;
      if (personal || same) wrong.push(describeAnswer(operation, call.owner, res));
    }
    expect(wrong).toEqual([]);
  });
});
