import { createFileRoute } from '@tanstack/react-router';
import { ClassesPage } from '#client/features/classes/classes-page.tsx';

export const Route = createFileRoute('/_auth/_verified/classes/')({ component: ClassesPage });
