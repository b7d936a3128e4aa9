import { PagePlaceholder } from '#client/ui/page-placeholder.tsx';

export function SettingsPage() {
  return <PagePlaceholder title="Settings" />;
}
