import { createFileRoute } from '@tanstack/react-router';
import { TextEditorPage } from '#client/features/editor/text-editor-page.tsx';
import { textDetailQuery } from '#client/queries/texts.ts';
import { optionalString } from '../../../-search-params.ts';
import { startLoading } from '../../../-start-loading.ts';

/** Set by a text's results: the question to open the editor at. */
interface EditorSearch {
  question?: number;
}

function TextEditorPageRoute() {
  const { id } = Route.useParams();
  const { question } = Route.useSearch();
  return <TextEditorPage id={id} questionId={question} />;
}

export const Route = createFileRoute('/_auth/_verified/texts/$id/edit')({
  validateSearch: (search: Record<string, unknown>): EditorSearch => {
    const question = Number(optionalString(search.question));
    return { question: Number.isInteger(question) && question > 0 ? question : undefined };
  },
  loader: ({ context, params }) =>
    startLoading(context.store, (api) => textDetailQuery(api, Number(params.id))),
  component: TextEditorPageRoute,
});
