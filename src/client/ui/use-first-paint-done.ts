import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * False until a frame has been painted after `ready` (by default: after the component's first
 * render), then true: a screen draws what the eye meets first and adds the rest in a following
 * task. Chained (`useFirstPaintDone(earlier)`), it waits a frame more. Not a transition: React's
 * time slices made the rest of a results page arrive later on a busy machine (`npm run bench:results`).
 */
export function useFirstPaintDone(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let mounted = true;
    afterNextPaint(() => {
      if (mounted) setPainted(true);
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return painted;
}
