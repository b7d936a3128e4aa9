import { createFileRoute } from '@tanstack/react-router';
import { MyAssignmentsPage } from '#client/features/assignments/my-assignments-page.tsx';

export const Route = createFileRoute('/_auth/_verified/assignments/')({ component: MyAssignmentsPage });
