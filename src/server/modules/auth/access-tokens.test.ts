import { describe, expect, it } from 'vitest';
import { sha256 } from './access-tokens.ts';

describe('sha256 of a token', () => {
  it('is the hex SHA-256 that stored token hashes were written with (UTF-8 for non-ASCII)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('12|çay')).toBe('855f9b969924b9b871d12433cd5c4e4f127be25e3884ad92fcc11f37bc8f9cd3');
  });
});
