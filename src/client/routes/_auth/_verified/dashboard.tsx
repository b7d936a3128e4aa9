import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#client/features/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/_auth/_verified/dashboard')({ component: DashboardPage });
