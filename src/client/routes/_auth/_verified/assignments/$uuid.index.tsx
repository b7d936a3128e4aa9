import { createFileRoute } from '@tanstack/react-router';
import { AssignmentPage } from '#client/features/reader/assignment-page.tsx';
import { readingStyleOf } from '#client/features/settings/reading-style-of.ts';
import { useReaderPreferences } from '#client/features/settings/use-reader-preferences.ts';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import { optionalString } from '../../../-search-params.ts';

/** Set by the summary's 'Show me in the text': the sentence to open at, highlighted. */
interface ReaderSearch {
  paragraph?: number;
  sentence?: string;
}

function AssignmentPageRoute() {
  const { uuid } = Route.useParams();
  const { paragraph, sentence } = Route.useSearch();
  const sync = useUserSync();
  const { preferences, update } = useReaderPreferences();
  const evidence = paragraph !== undefined && sentence ? { paragraph_index: paragraph, sentence } : null;
  return (
    <AssignmentPage
      uuid={uuid}
      sync={sync}
      style={readingStyleOf(preferences)}
      aids={preferences}
      onAidsChange={update}
      evidence={evidence}
    />
  );
}

export const Route = createFileRoute('/_auth/_verified/assignments/$uuid/')({
  validateSearch: (search: Record<string, unknown>): ReaderSearch => {
    const paragraph = Number(optionalString(search.paragraph));
    return {
      paragraph: Number.isInteger(paragraph) && paragraph >= 0 ? paragraph : undefined,
      sentence: optionalString(search.sentence),
    };
  },
  component: AssignmentPageRoute,
});
