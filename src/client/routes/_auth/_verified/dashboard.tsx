import { createFileRoute } from '@tanstack/react-router';
import { YourReading } from '#client/features/assignments/your-reading.tsx';
import { DashboardPage } from '#client/features/dashboard/dashboard-page.tsx';

function DashboardRoute() {
  return <DashboardPage reading={<YourReading />} />;
}

export const Route = createFileRoute('/_auth/_verified/dashboard')({ component: DashboardRoute });
