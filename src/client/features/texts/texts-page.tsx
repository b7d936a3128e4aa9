import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function TextsPage() {
  return <PagePlaceholder title="My Texts" />;
}
