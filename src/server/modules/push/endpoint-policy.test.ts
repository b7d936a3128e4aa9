import { describe, expect, it } from 'vitest';
import { pushEndpointProblem } from './endpoint-policy.ts';

const production = { production: true };

describe('push endpoint policy', () => {
  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
    ])
      expect(pushEndpointProblem(endpoint, production)).toBeNull();
  });

  it('refuses plain http and hosts inside the network in production', () => {
    expect(pushEndpointProblem('http://fcm.googleapis.com/x', production)).toBe(
      'The endpoint must be an https URL.',
    );
    for (const endpoint of [
      'https://10.0.0.5:8443/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://intranet/x',
      'https://db.internal/x',
      'https://printer.local/x',
    ])
      expect(pushEndpointProblem(endpoint, production), endpoint).toBe(
        'The endpoint must be a push service on the internet.',
      );
  });

  it('lets tests use a push service on loopback', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4000/push', { production: false })).toBeNull();
  });
});
