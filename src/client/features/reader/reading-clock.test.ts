import { describe, expect, it } from 'vitest';
import { createReadingClock } from './reading-clock.ts';

describe('reading clock', () => {
  it('counts per section only while visible, and hands out whole seconds once', () => {
    let t = 0;
    const clock = createReadingClock(() => t);
    clock.read(0, true);
    t = 4_500;
    clock.setVisible(false);
    t = 60_000; // hidden: not counted
    clock.setVisible(true);
    t = 61_000;
    clock.read(1, true);
    t = 63_200;
    expect(clock.take()).toEqual([
      { chunkIndex: 0, seconds: 5 },
      { chunkIndex: 1, seconds: 2 },
    ]);
    t = 64_000; // section 1: 0.2 s kept + 0.8 s
    expect(clock.take()).toEqual([{ chunkIndex: 1, seconds: 1 }]);
    expect(clock.take()).toEqual([]);
  });

  it('counts nothing when reading starts on a hidden page', () => {
    let t = 0;
    const clock = createReadingClock(() => t);
    clock.read(0, false);
    t = 10_000;
    expect(clock.take()).toEqual([]);
  });
});
