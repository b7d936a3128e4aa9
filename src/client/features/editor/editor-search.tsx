import { Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { Chunk } from '#contract/texts.ts';
import { SEARCH_MIN_LENGTH, type SearchMatch, snippet } from './text-search.ts';

const SHOWN_MATCHES = 20;

interface EditorSearchProps {
  query: string;
  matches: SearchMatch[];
  sections: Chunk[];
  onQueryChange: (query: string) => void;
  onJump: (section: number) => void;
}

function contentOf(sections: Chunk[], match: SearchMatch) {
  return sections[match.section]?.paragraphs.find((p) => p.id === match.paragraphId)?.content ?? '';
}

/** docs/product.md §2 search: 3 characters at least, the count, and a jump to each match's section. */
export function EditorSearch({ query, matches, sections, onQueryChange, onJump }: EditorSearchProps) {
  const { t } = useTranslation('editor');
  const typed = query.trim().length;
  return (
    <Stack gap={4}>
      <TextInput
        type="search"
        label={t('search.label')}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        error={
          typed > 0 && typed < SEARCH_MIN_LENGTH
            ? t('search.tooShort', { count: SEARCH_MIN_LENGTH })
            : undefined
        }
      />
      {typed >= SEARCH_MIN_LENGTH && (
        <Text size="sm" role="status">
          {t('search.results', { count: matches.length })}
        </Text>
      )}
      {matches.slice(0, SHOWN_MATCHES).map((match) => (
        <Anchor
          key={match.paragraphId}
          size="sm"
          component="button"
          type="button"
          onClick={() => onJump(match.section)}
        >
          {t('section', { number: match.section + 1 })}: {snippet(contentOf(sections, match), match.at)}
        </Anchor>
      ))}
    </Stack>
  );
}
