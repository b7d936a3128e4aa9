import { beforeEach, describe, expect, it } from 'vitest';
import { PICTURE_MAX_ATTEMPTS } from '#contract/class-pictures.ts';
import {
  cachedClassList,
  checkOnTablet,
  forgetTabletPupil,
  knownOnTablet,
  rememberClassList,
  rememberTabletPupil,
  tabletPupil,
} from './tablet-pupils.ts';

beforeEach(() => localStorage.clear());

const maya = { id: 11, name: 'Maya Lake', email: null, email_verified_at: null, roles: [] };
const pictures = ['sun', 'cat', 'boat'];

describe('a pupil kept on a shared tablet', () => {
  it('keeps a slow hash of the pictures, never the pictures themselves', async () => {
    await rememberTabletPupil('ABCD2345', maya, 'token-of-maya', pictures);
    const stored = localStorage.getItem('reading-rooms.tablet-pupils') ?? '';
    expect(stored).toContain('token-of-maya');
    for (const picture of pictures) expect(stored).not.toContain(`"${picture}"`);
    expect(await knownOnTablet(maya.id)).toBe(true);
  });

  it('signs in with the same pictures in any order, and not with others', async () => {
    await rememberTabletPupil('ABCD2345', maya, 'token-of-maya', pictures);
    const pupil = await tabletPupil('ABCD2345', maya.id);
    if (!pupil) throw new Error('the pupil should be kept');
    expect(await checkOnTablet(pupil, ['cat', 'boat', 'sun'])).toBe('signed-in');
    expect(await checkOnTablet(pupil, ['cat', 'boat', 'moon'])).toBe('wrong');
  });

  it('is known only through the class it signed in with', async () => {
    await rememberTabletPupil('ABCD2345', maya, 'token-of-maya', pictures);
    expect(await tabletPupil('WXYZ6789', maya.id)).toBeUndefined();
  });

  it('locks after five wrong tries in a row, as the server does', async () => {
    await rememberTabletPupil('ABCD2345', maya, 'token-of-maya', pictures);
    const results = [];
    for (let i = 0; i < PICTURE_MAX_ATTEMPTS; i++) {
      const pupil = await tabletPupil('ABCD2345', maya.id);
      if (pupil) results.push(await checkOnTablet(pupil, ['dog', 'fish', 'tree']));
    }
    expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'locked']);
    const locked = await tabletPupil('ABCD2345', maya.id);
    if (!locked) throw new Error('the pupil should be kept');
    expect(await checkOnTablet(locked, pictures)).toBe('locked');
  });

  it('is forgotten by a real sign-out', async () => {
    await rememberTabletPupil('ABCD2345', maya, 'token-of-maya', pictures);
    await forgetTabletPupil(maya.id);
    expect(await knownOnTablet(maya.id)).toBe(false);
    expect(await tabletPupil('ABCD2345', maya.id)).toBeUndefined();
  });
});

describe('the class list kept for offline', () => {
  it('comes back for its own code only', async () => {
    const list = { class_name: 'Class 2C', pupils: [{ id: 11, display_name: 'Maya L.' }] };
    rememberClassList('ABCD2345', list);
    expect(await cachedClassList('ABCD2345')).toEqual(list);
    expect(await cachedClassList('WXYZ6789')).toBeNull();
  });

  it('is as if nothing were kept when storage holds something else', async () => {
    localStorage.setItem('reading-rooms.class-list', JSON.stringify({ code: 'ABCD2345', list: 'names' }));
    localStorage.setItem('reading-rooms.tablet-pupils', JSON.stringify({ 11: { token: 'stolen' } }));
    expect(await cachedClassList('ABCD2345')).toBeNull();
    expect(await knownOnTablet(11)).toBe(false);
  });
});
