import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '#client/features/notifications/notifications-page.tsx';

export const Route = createFileRoute('/_auth/_verified/notifications')({ component: NotificationsPage });
