import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { testUser } from '#test/harness/fake-auth-api.ts';
import { initialsOf } from './initials.ts';
import { initialsAtom, isAdminAtom, userAtom } from './session-atoms.ts';

describe('avatar initials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('mary ann  evans')).toBe('ME');
  });

  it('takes one letter for a single word', () => {
    expect(initialsOf('Plato')).toBe('P');
    expect(initialsOf('  zeynep ')).toBe('Z');
  });

  it('is empty without a name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });

  it('follows the signed-in user, and so does the admin flag', () => {
    const store = createStore();
    expect(store.get(initialsAtom)).toBe('');
    store.set(userAtom, testUser({ name: 'Grace Brewster Hopper', roles: [{ name: 'admin' }] }));
    expect(store.get(initialsAtom)).toBe('GH');
    expect(store.get(isAdminAtom)).toBe(true);
  });
});
