import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function NotificationsPage() {
  return <PagePlaceholder title="Notifications" />;
}
