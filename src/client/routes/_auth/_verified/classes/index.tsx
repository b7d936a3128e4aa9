import { createFileRoute } from '@tanstack/react-router';
import { ClassesPage } from '#client/features/classes/classes-page.tsx';
import { classListQuery } from '#client/queries/classes.ts';
import { startLoading } from '../../../-start-loading.ts';

export const Route = createFileRoute('/_auth/_verified/classes/')({
  loader: ({ context }) => startLoading(context.store, classListQuery),
  component: ClassesPage,
});
