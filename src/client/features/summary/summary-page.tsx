import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function SummaryPage(_props: { uuid: string }) {
  return <PagePlaceholder title="Summary" />;
}
