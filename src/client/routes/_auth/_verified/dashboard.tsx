import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#client/features/dashboard/dashboard-page.tsx';
import { OfflineTextsService } from '#client/features/reader/offline-texts-service.tsx';

function DashboardRoute() {
  return (
    <>
      <OfflineTextsService />
      <DashboardPage />
    </>
  );
}

export const Route = createFileRoute('/_auth/_verified/dashboard')({ component: DashboardRoute });
