import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * False on a component's first render, true once that render has been painted: a screen draws what
 * the eye meets first and adds the rest in a following task, as an interruptible transition.
 */
export function useFirstPaintDone(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let mounted = true;
    afterNextPaint(() => {
      if (mounted) startTransition(() => setPainted(true));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return painted;
}
