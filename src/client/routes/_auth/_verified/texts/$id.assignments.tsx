import { createFileRoute } from '@tanstack/react-router';
import { TextAssignmentsPage } from '#client/features/text-assignments/text-assignments-page.tsx';
import { textAssignmentsQuery } from '#client/features/text-assignments/use-text-assignments.ts';
import { textListQuery } from '#client/queries/texts.ts';
import { startLoading } from '../../../-start-loading.ts';

function TextAssignmentsPageRoute() {
  const { id } = Route.useParams();
  return <TextAssignmentsPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/texts/$id/assignments')({
  loader: ({ context, params }) => {
    startLoading(context.store, (api) => textAssignmentsQuery(api, Number(params.id)));
    // The page names its text from the list of texts.
    startLoading(context.store, textListQuery);
  },
  component: TextAssignmentsPageRoute,
});
