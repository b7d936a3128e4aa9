import { createFileRoute } from '@tanstack/react-router';
import { TextsPage } from '#client/features/texts/texts-page.tsx';

export const Route = createFileRoute('/_auth/_verified/texts/')({ component: TextsPage });
