import { createFileRoute } from '@tanstack/react-router';
import { SignInCardsPage } from '#client/features/classes/sign-in-cards-page.tsx';

function SignInCardsRoute() {
  const { id } = Route.useParams();
  return <SignInCardsPage id={id} />;
}

export const Route = createFileRoute('/_auth/_verified/classes/$id/cards')({ component: SignInCardsRoute });
