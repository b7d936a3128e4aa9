import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '#client/features/profile/profile-page.tsx';

export const Route = createFileRoute('/_auth/_verified/profile')({ component: ProfilePage });
