import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function AcceptPage(_props: { id: string }) {
  return <PagePlaceholder title="Accept Assignment" />;
}
