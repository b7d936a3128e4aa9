import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function MyAssignmentsPage() {
  return <PagePlaceholder title="My Assignments" />;
}
