import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '#client/features/text-results/results-page.tsx';
import { textResultsQuery } from '#client/features/text-results/use-text-results.ts';
import { startLoading } from '../../../-start-loading.ts';

function ResultsPageRoute() {
  const { id } = Route.useParams();
  return <ResultsPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/texts/$id/results')({
  loader: ({ context, params }) =>
    startLoading(context.store, (api) => textResultsQuery(api, Number(params.id))),
  component: ResultsPageRoute,
});
