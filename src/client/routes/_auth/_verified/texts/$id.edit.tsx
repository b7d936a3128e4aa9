import { createFileRoute } from '@tanstack/react-router';
import { TextEditorPage } from '#client/features/editor/text-editor-page.tsx';

function TextEditorPageRoute() {
  const { id } = Route.useParams();
  return <TextEditorPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/texts/$id/edit')({ component: TextEditorPageRoute });
