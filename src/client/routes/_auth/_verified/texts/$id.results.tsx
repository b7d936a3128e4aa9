import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '#client/features/text-results/results-page.tsx';

function ResultsPageRoute() {
  const { id } = Route.useParams();
  return <ResultsPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/texts/$id/results')({ component: ResultsPageRoute });
