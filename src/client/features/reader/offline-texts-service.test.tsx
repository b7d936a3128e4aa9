import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initializedAtom } from '#client/state/session-atoms.ts';
import { createAppStore } from '#client/state/store.ts';
import { readDeviceSession } from '#local-db/reading/device-session.ts';
import { testUser } from '#test/harness/fake-auth-api.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { renderApp } from '#test/harness/render-app.tsx';

const api = fakeAuthApiPerTest({ signedIn: true });

describe('the service worker’s device session', () => {
  it('names the signed-in user, and nobody once an expired session signs them out (a 401, no sign-out)', async () => {
    const store = createAppStore({ baseUrl: api.baseUrl });
    const { router } = renderApp({ store, path: '/dashboard' });
    const deviceUser = async () => (await readDeviceSession())?.userId;
    await waitFor(async () => expect(await deviceUser()).toBe(testUser().id), { timeout: 8000 });

    api.on('GET /api/user', () => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    store.set(initializedAtom, false);
    await router.navigate({ to: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'), { timeout: 8000 });
    await waitFor(async () => expect(await deviceUser()).toBeUndefined(), { timeout: 8000 });
  });
});
