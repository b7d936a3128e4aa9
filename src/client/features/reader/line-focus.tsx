import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { useReadAloudContext } from './read-aloud/read-aloud-context.tsx';
import { type Line, lineAt, linesOf } from './text-lines.ts';

const dimStyle = {
  position: 'absolute',
  left: -8,
  right: -8,
  background: 'var(--mantine-color-body)',
  opacity: 0.78,
  pointerEvents: 'none',
} as const;

/**
 * Line focus, a reading ruler: one line of the text stays clear and the rest is dimmed. A tap or the
 * pointer moves it to a line, the arrow keys move it line by line, and it follows the word being read
 * aloud. The dimming is a veil over the text (aria-hidden), so the text itself is never changed.
 */
export function LineFocus({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { t } = useTranslation('reader');
  const box = useRef<HTMLElement>(null);
  const [line, setLine] = useState<Line | null>(null);
  const position = useReadAloudContext()?.position;

  useEffect(() => {
    if (!enabled || !box.current) return setLine(null);
    const mark = position ? box.current.querySelector('[data-testid="spoken-word"]') : null;
    const lines = linesOf(box.current);
    if (mark) {
      const rect = mark.getBoundingClientRect();
      const top = rect.top + rect.height / 2 - box.current.getBoundingClientRect().top;
      setLine(lineAt(lines, top) ?? null);
    } else {
      setLine((shown) => (shown && lines.some((l) => l.top === shown.top) ? shown : (lines[0] ?? null)));
    }
  }, [enabled, position]);

  if (!enabled) return children;
  const moveTo = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.type === 'pointermove' && event.buttons === 0) return;
    const element = box.current;
    if (!element) return;
    const found = lineAt(linesOf(element), event.clientY - element.getBoundingClientRect().top);
    if (found) setLine(found);
  };
  const step = (event: KeyboardEvent<HTMLElement>) => {
    const delta = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const element = box.current;
    if (delta === 0 || !element) return;
    event.preventDefault();
    const lines = linesOf(element);
    const index = line ? lines.findIndex((l) => l.top >= line.top - 1) : -1;
    const next = lines[Math.min(lines.length - 1, Math.max(0, index + delta))];
    if (next) setLine(next);
  };
  return (
    <section
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ruler moves with the arrow keys, so the text takes focus
      tabIndex={0}
      aria-label={t('lineFocusLabel')}
      style={{ position: 'relative' }}
      onPointerDown={moveTo}
      onPointerMove={moveTo}
      onKeyDown={step}
      data-testid="line-focus"
    >
      {children}
      {line && (
        <>
          <div
            aria-hidden="true"
            data-testid="line-focus-veil"
            style={{ ...dimStyle, top: 0, height: line.top }}
          />
          <div aria-hidden="true" style={{ ...dimStyle, top: line.top + line.height, bottom: 0 }} />
        </>
      )}
    </section>
  );
}
