import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * False until a frame has been painted after `ready` (by default: after the component's first
 * render), then true: a screen draws what the eye meets first and adds the rest in a following
 * task, as an interruptible transition. Chained (`useFirstPaintDone(earlier)`), it waits a frame more.
 */
export function useFirstPaintDone(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let mounted = true;
    afterNextPaint(() => {
      if (mounted) startTransition(() => setPainted(true));
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return painted;
}
