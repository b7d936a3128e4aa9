import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function TextEditorPage(_props: { id: string }) {
  return <PagePlaceholder title="Text Editor" />;
}
