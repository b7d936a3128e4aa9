import { createFileRoute } from '@tanstack/react-router';
import { ClassPage } from '#client/features/classes/class-page.tsx';

function ClassPageRoute() {
  const { id } = Route.useParams();
  return <ClassPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/classes/$id/')({ component: ClassPageRoute });
