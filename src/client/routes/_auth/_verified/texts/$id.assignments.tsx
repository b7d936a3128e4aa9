import { createFileRoute } from '@tanstack/react-router';
import { TextAssignmentsPage } from '#client/features/text-assignments/text-assignments-page.tsx';

function TextAssignmentsPageRoute() {
  const { id } = Route.useParams();
  return <TextAssignmentsPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/texts/$id/assignments')({
  component: TextAssignmentsPageRoute,
});
