import { createFileRoute } from '@tanstack/react-router';
import { AcceptPage } from '#client/features/accept/accept-page.tsx';

function AcceptPageRoute() {
  const { id } = Route.useParams();
  return <AcceptPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/assignments/$id/accept')({
  component: AcceptPageRoute,
});
