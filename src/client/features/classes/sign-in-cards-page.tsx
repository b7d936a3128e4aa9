import './sign-in-cards.css';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { classDetailQuery } from '#client/queries/classes.ts';
import { useApi } from '#client/state/use-api.ts';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { ClassPictureImage } from '#client/ui/class-picture.tsx';
import { classSignInScreen } from '#contract/class-pictures.ts';
import type { ClassPupil, Classroom } from '#contract/classes.ts';
import { classErrorMessage } from './class-messages.ts';

/** The card's link opens the class's sign-in with this pupil chosen: scan, then tap three pictures. */
const pupilLink = (code: string, pupilId: number) =>
  `${window.location.origin}${classSignInScreen(code)}?pupil=${pupilId}`;

function useQrCodes(classroom: Classroom | undefined) {
  return useQuery({
    queryKey: ['classes', 'cards', classroom?.code, classroom?.pupils.map((p) => p.id).join()],
    enabled: classroom !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const entries = await Promise.all(
        (classroom?.pupils ?? []).map(async (pupil) => {
          const url = pupilLink(classroom?.code ?? '', pupil.id);
          return [pupil.id, await QRCode.toDataURL(url, { margin: 1, width: 240 })] as const;
        }),
      );
      return new Map(entries);
    },
  });
}

function SignInCard({ classroom, pupil, qr }: { classroom: Classroom; pupil: ClassPupil; qr?: string }) {
  const pictures = pupil.pictures ?? [];
  return (
    <article className="sign-in-card" aria-label={`Sign-in card of ${pupil.name}`}>
      {qr && <img src={qr} alt={`QR code: sign-in link of ${pupil.display_name}`} width={110} height={110} />}
      <Stack gap={4}>
        <Text fw={700} fz="xl">
          {pupil.name}
        </Text>
        <Text size="sm">
          {classroom.name} · code <strong>{classroom.code}</strong>
        </Text>
        <Group gap="xs" wrap="nowrap">
          {pictures.map((picture) => (
            <Stack key={picture} gap={0} align="center">
              <ClassPictureImage picture={picture} size={44} />
              <Text size="xs">{picture}</Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </article>
  );
}

/** Printable sign-in cards of a class's picture pupils: name, class code, QR link and the three pictures. */
export function SignInCardsPage({ id }: { id: string }) {
  const query = useQuery(classDetailQuery(useApi(), Number(id)));
  const pictured = query.data?.pupils.filter((pupil) => pupil.pictures) ?? [];
  const qr = useQrCodes(query.data && { ...query.data, pupils: pictured });
  if (query.isPending) return <Loader aria-label="Loading the cards" m="xl" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" m="lg">
        {classErrorMessage(query.error, 'The cards could not be loaded. Please check your connection.')}
      </Alert>
    );
  const classroom = query.data;
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md" className="sign-in-cards-controls">
        <Stack gap={0}>
          <ButtonLink to="/classes/$id" params={{ id }} variant="subtle" size="sm" px="xs">
            Back to {classroom.name}
          </ButtonLink>
          <Title order={1}>Sign-in cards: {classroom.name}</Title>
          <Text c="dimmed">Cut along the dashed lines. Keep the cards in the classroom.</Text>
        </Stack>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      {pictured.length === 0 && <Text>No pupil of this class signs in with pictures yet.</Text>}
      <section className="sign-in-cards" aria-label="Sign-in cards">
        {pictured.map((pupil) => (
          <SignInCard key={pupil.id} classroom={classroom} pupil={pupil} qr={qr.data?.get(pupil.id)} />
        ))}
      </section>
    </Container>
  );
}
