import { beforeEach, describe, expect, it } from 'vitest';
import { CACHED_USER_KEY, cacheUser, readCachedUser } from './session-storage.ts';

beforeEach(() => localStorage.clear());

const user = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  roles: [],
};

describe('the user cached for an offline start', () => {
  it('comes back as it was stored', async () => {
    cacheUser(user);
    const cached = await readCachedUser();
    expect(cached?.email).toBe('ada@example.test');
  });

  it('is nothing when what is stored is not a user', async () => {
    localStorage.setItem(CACHED_USER_KEY, '{not json');
    expect(await readCachedUser()).toBeNull();
    localStorage.setItem(CACHED_USER_KEY, JSON.stringify({ id: 'seven', name: 3 }));
    expect(await readCachedUser()).toBeNull();
  });
});
