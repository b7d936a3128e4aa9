import { createFileRoute } from '@tanstack/react-router';
import { SummaryPage } from '#client/features/summary/summary-page.tsx';
import { useUserSync } from '#client/sync/use-user-sync.ts';
import { optionalString } from '../../../-search-params.ts';

/** Set when a teacher opens a pupil's summary from a text's assignments. */
interface SummarySearch {
  pupil?: string;
  text?: number;
}

function SummaryPageRoute() {
  const { uuid } = Route.useParams();
  const { pupil, text } = Route.useSearch();
  return (
    <SummaryPage uuid={uuid} db={useUserSync()?.db ?? null} reader={{ pupilName: pupil, textId: text }} />
  );
}

export const Route = createFileRoute('/_auth/_verified/assignments/$uuid/summary')({
  validateSearch: (search: Record<string, unknown>): SummarySearch => {
    const text = Number(optionalString(search.text));
    return {
      pupil: optionalString(search.pupil),
      text: Number.isInteger(text) && text > 0 ? text : undefined,
    };
  },
  component: SummaryPageRoute,
});
