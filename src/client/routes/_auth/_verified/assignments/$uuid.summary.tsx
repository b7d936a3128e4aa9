import { createFileRoute } from '@tanstack/react-router';
import { SummaryPage } from '#client/features/summary/summary-page.tsx';

function SummaryPageRoute() {
  const { uuid } = Route.useParams();
  return <SummaryPage uuid={uuid} />;
}

export const Route = createFileRoute('/_auth/_verified/assignments/$uuid/summary')({
  component: SummaryPageRoute,
});
