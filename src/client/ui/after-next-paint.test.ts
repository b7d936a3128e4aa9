import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';
import { useFirstPaintDone } from './use-first-paint-done.ts';

/** The frame the browser would draw next: its animation callbacks, held until the test runs them. */
let frameCallbacks: FrameRequestCallback[] = [];
let frames: { mockRestore(): void } | undefined;
const drawFrame = () => {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(performance.now());
};

describe('work after the next paint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    frameCallbacks = [];
    frames = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frameCallbacks.push(callback));
  });
  afterEach(() => {
    frames?.mockRestore();
    vi.useRealTimers();
  });

  it('runs in a task after the next frame, not before, and only once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    drawFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a hidden page), a tenth of a second later', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    drawFrame();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('tells a component when its first render has been painted', () => {
    const { result } = renderHook(() => useFirstPaintDone());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
    act(() => {
      drawFrame();
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(true);
  });

  it('waits for a frame after what it is told to wait for', () => {
    const { result } = renderHook(() => {
      const first = useFirstPaintDone();
      return [first, useFirstPaintDone(first)];
    });
    act(() => {
      drawFrame();
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toEqual([true, false]);
    act(() => {
      drawFrame();
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toEqual([true, true]);
  });
});
