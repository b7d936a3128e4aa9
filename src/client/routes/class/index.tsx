import { createFileRoute, redirect } from '@tanstack/react-router';
import { ClassCodePage } from '#client/features/class-sign-in/class-code-page.tsx';
import { rememberedClassCode } from '#client/state/tablet-class.ts';
import { optionalFlag } from '../-search-params.ts';

/** A tablet that remembers its class opens that class's names; `?change=1` asks for a code again. */
export const Route = createFileRoute('/class/')({
  validateSearch: (search: Record<string, unknown>): { change?: boolean } => ({
    change: optionalFlag(search.change),
  }),
  beforeLoad: ({ search }) => {
    const code = rememberedClassCode();
    if (code && !search.change) throw redirect({ to: '/class/$code', params: { code }, replace: true });
  },
  component: ClassCodePage,
});
