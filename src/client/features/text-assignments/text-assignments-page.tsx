import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function TextAssignmentsPage(_props: { id: string }) {
  return <PagePlaceholder title="Assignments" />;
}
