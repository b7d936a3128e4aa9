import { createFileRoute } from '@tanstack/react-router';
import { AssignmentPage } from '#client/features/reader/assignment-page.tsx';

function AssignmentPageRoute() {
  const { uuid } = Route.useParams();
  return <AssignmentPage uuid={uuid} />;
}

export const Route = createFileRoute('/_auth/_verified/assignments/$uuid/')({
  component: AssignmentPageRoute,
});
