import { createFileRoute } from '@tanstack/react-router';
import { AcceptPage } from '#client/features/accept/accept-page.tsx';
import { useDecideAssignment } from '#client/features/assignments/use-decide-assignment.ts';
import { useMyAssignments } from '#client/features/assignments/use-my-assignments.ts';

/** Composes the accept card with the My Assignments list and its decisions (the same outbox path). */
function AcceptPageRoute() {
  const { id } = Route.useParams();
  const list = useMyAssignments();
  const { decide, acting, ready } = useDecideAssignment();
  const assignment =
    list.status === 'ready' ? (list.items.find((item) => item.uuid === id) ?? null) : undefined;
  return (
    <AcceptPage
      assignment={assignment}
      failed={list.status === 'failed'}
      retry={list.status === 'failed' ? list.retry : () => {}}
      waiting={list.status === 'ready' && list.waiting.has(id)}
      acting={acting.has(id)}
      ready={ready}
      decide={decide}
    />
  );
}

export const Route = createFileRoute('/_auth/_verified/assignments/$id/accept')({
  component: AcceptPageRoute,
});
