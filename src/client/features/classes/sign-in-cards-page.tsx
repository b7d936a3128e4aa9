import './sign-in-cards.css';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from '#client/i18n/use-translation.ts';
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
  const { t } = useTranslation('classes');
  const pictures = pupil.pictures ?? [];
  return (
    <article className="sign-in-card" aria-label={t('cards.cardOf', { name: pupil.name })}>
      {qr && <img src={qr} alt={t('cards.qrOf', { name: pupil.display_name })} width={110} height={110} />}
      <Stack gap={4}>
        <Text fw={700} fz="xl">
          {pupil.name}
        </Text>
        <Text size="sm">
          {classroom.name} · {t('cards.code')} <strong>{classroom.code}</strong>
        </Text>
        <Group gap="xs" wrap="nowrap">
          {pictures.map((picture) => (
            <Stack key={picture} gap={0} align="center">
              <ClassPictureImage picture={picture} size={44} />
              <Text size="xs">{t(`pictures.${picture}`, { ns: 'common' })}</Text>
            </Stack>
          ))}
        </Group>
      </Stack>
    </article>
  );
}

/** Printable sign-in cards of a class's picture pupils: name, class code, QR link and the three pictures. */
export function SignInCardsPage({ id }: { id: string }) {
  const { t } = useTranslation('classes');
  const query = useQuery(classDetailQuery(useApi(), Number(id)));
  const pictured = query.data?.pupils.filter((pupil) => pupil.pictures) ?? [];
  const qr = useQrCodes(query.data && { ...query.data, pupils: pictured });
  if (query.isPending) return <Loader aria-label={t('cards.loading')} m="xl" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert" m="lg">
        {classErrorMessage(query.error, t('cards.failed'))}
      </Alert>
    );
  const classroom = query.data;
  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="md" className="sign-in-cards-controls">
        <Stack gap={0}>
          <ButtonLink to="/classes/$id" params={{ id }} variant="subtle" size="sm" px="xs">
            {t('cards.back', { name: classroom.name })}
          </ButtonLink>
          <Title order={1}>{t('cards.title', { name: classroom.name })}</Title>
          <Text c="dimmed">{t('cards.cut')}</Text>
        </Stack>
        <Button onClick={() => window.print()}>{t('cards.print')}</Button>
      </Group>
      {pictured.length === 0 && <Text>{t('cards.none')}</Text>}
      <section className="sign-in-cards" aria-label={t('cards.label')}>
        {pictured.map((pupil) => (
          <SignInCard key={pupil.id} classroom={classroom} pupil={pupil} qr={qr.data?.get(pupil.id)} />
        ))}
      </section>
    </Container>
  );
}
