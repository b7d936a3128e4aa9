import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '#client/features/settings/settings-page.tsx';

export const Route = createFileRoute('/_auth/_verified/settings')({ component: SettingsPage });
