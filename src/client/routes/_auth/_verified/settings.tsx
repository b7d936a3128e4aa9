import { createFileRoute } from '@tanstack/react-router';
import { PushToggle } from '#client/features/push/push-toggle.tsx';
import { SettingsPage } from '#client/features/settings/settings-page.tsx';
import { useUserSync } from '#client/sync/use-user-sync.ts';

function SettingsRoute() {
  return <SettingsPage db={useUserSync()?.db ?? null} pushToggle={<PushToggle />} />;
}

export const Route = createFileRoute('/_auth/_verified/settings')({ component: SettingsRoute });
