import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '#client/features/assignment-review/review-page.tsx';

function ReviewPageRoute() {
  const { id, uuid } = Route.useParams();
  return <ReviewPage textId={id} uuid={uuid} />;
}

// `assignments_`: a page of its own beside the assignments table, not nested inside it.
export const Route = createFileRoute('/_auth/_verified/texts/$id/assignments_/$uuid')({
  component: ReviewPageRoute,
});
