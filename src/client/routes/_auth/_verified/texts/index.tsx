import { createFileRoute } from '@tanstack/react-router';
import { TextsPage } from '#client/features/texts/texts-page.tsx';
import { textListQuery } from '#client/queries/texts.ts';
import { startLoading } from '../../../-start-loading.ts';

export const Route = createFileRoute('/_auth/_verified/texts/')({
  loader: ({ context }) => startLoading(context.store, textListQuery),
  component: TextsPage,
});
