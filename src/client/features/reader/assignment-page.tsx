import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function AssignmentPage(_props: { uuid: string }) {
  return <PagePlaceholder title="Assignment" />;
}
