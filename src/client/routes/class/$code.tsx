import { createFileRoute } from '@tanstack/react-router';
import { ClassSignInPage } from '#client/features/class-sign-in/class-sign-in-page.tsx';
import { optionalString } from '../-search-params.ts';

function ClassSignInRoute() {
  const { code } = Route.useParams();
  const { pupil } = Route.useSearch();
  // A new key per code: the page starts again at the names when the class changes.
  return <ClassSignInPage key={code} code={code.toUpperCase()} pupil={pupil} />;
}

/** `/class/{code}`, from a card's QR code with `?pupil=` to go straight to that child's pictures. */
export const Route = createFileRoute('/class/$code')({
  validateSearch: (search: Record<string, unknown>): { pupil?: number } => {
    const pupil = Number(optionalString(search.pupil));
    return { pupil: Number.isInteger(pupil) && pupil > 0 ? pupil : undefined };
  },
  component: ClassSignInRoute,
});
