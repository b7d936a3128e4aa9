import { createFileRoute } from '@tanstack/react-router';
import { ClassPage } from '#client/features/classes/class-page.tsx';
import { classDetailQuery } from '#client/queries/classes.ts';
import { startLoading } from '../../../-start-loading.ts';

function ClassPageRoute() {
  const { id } = Route.useParams();
  return <ClassPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/classes/$id/')({
  loader: ({ context, params }) =>
    startLoading(context.store, (api) => classDetailQuery(api, Number(params.id))),
  component: ClassPageRoute,
});
