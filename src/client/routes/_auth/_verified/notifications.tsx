import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '#client/features/notifications/notifications-page.tsx';
import { validateNotificationsSearch } from '#client/features/notifications/notifications-search.ts';

export const Route = createFileRoute('/_auth/_verified/notifications')({
  validateSearch: validateNotificationsSearch,
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const navigate = Route.useNavigate();
  return (
    <NotificationsPage search={Route.useSearch()} onSearchChange={(search) => void navigate({ search })} />
  );
}
