import { createFileRoute } from '@tanstack/react-router';
import { SummaryPage } from '#client/features/summary/summary-page.tsx';
import { useUserSync } from '#client/sync/use-user-sync.ts';

function SummaryPageRoute() {
  const { uuid } = Route.useParams();
  return <SummaryPage uuid={uuid} db={useUserSync()?.db ?? null} />;
}

export const Route = createFileRoute('/_auth/_verified/assignments/$uuid/summary')({
  component: SummaryPageRoute,
});
