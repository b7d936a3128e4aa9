import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '#api-client/create-api-client.ts';
import { fakeAuthApiPerTest } from '#test/harness/fake-auth-api-per-test.ts';
import { unsubscribeFromPush } from './push-subscription.ts';

const api = fakeAuthApiPerTest({ signedIn: true });
afterEach(() => {
  vi.unstubAllGlobals();
});

/** jsdom has no Push API: a registration whose subscription records whether it was dropped. */
function browserWithSubscription() {
  const subscription = { endpoint: 'https://push.example.test/abc', unsubscribe: vi.fn(async () => true) };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return subscription;
}

describe('unsubscribing from Web Push', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('drops the browser subscription even when the server cannot be told (a shared tablet)', async () => {
    const subscription = browserWithSubscription();
    api.on('DELETE /api/push-subscriptions', () => ({ status: 500, body: { message: 'Server Error' } }));
    const client = createApiClient({ baseUrl: api.baseUrl, getToken: () => 'valid-token' });

    await expect(unsubscribeFromPush(client)).rejects.toMatchObject({ status: 500 });

    expect(api.calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      endpoint: subscription.endpoint,
    });
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});
