import { Fragment, useEffect, useRef } from 'react';
import { useReadAloudContext } from './read-aloud-context.tsx';
import { wordsOf } from './spoken-words.ts';

const spokenWordStyle = {
  background: 'var(--mantine-primary-color-light)',
  color: 'inherit',
  borderRadius: 4,
  boxShadow: '0 2px 0 var(--mantine-primary-color-filled)',
};

/** `text` as it is shown; while it is read aloud, its words, the one being spoken highlighted. */
export function SpokenText({ partKey, text }: { partKey: string; text: string }) {
  const position = useReadAloudContext()?.position;
  const word = position?.key === partKey ? position.word : null;
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    // Keeps the spoken word on screen as the voice reads down a long page.
    if (word !== null && word >= 0) mark.current?.scrollIntoView?.({ block: 'nearest' });
  }, [word]);
  if (word === null || word < 0) return text;
  const words = wordsOf(text);
  return words.map((span, index) => (
    <Fragment key={span.start}>
      {text.slice(words[index - 1]?.end ?? 0, span.start)}
      {index === word ? (
        <mark ref={mark} data-testid="spoken-word" style={spokenWordStyle}>
          {text.slice(span.start, span.end)}
        </mark>
      ) : (
        text.slice(span.start, span.end)
      )}
      {index === words.length - 1 && text.slice(span.end)}
    </Fragment>
  ));
}
