import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { isApiError, isNetworkError, serverMessage } from '#api-client/api-error.ts';
import { classSignInList } from '#api-client/classes.ts';
import { i18n } from '#client/i18n/i18n.ts';
import { inScreenLanguage } from '#client/i18n/server-words.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { signInOnTablet, signInWithPictures, signOut } from '#client/state/session.ts';
import { isAuthenticatedAtom } from '#client/state/session-atoms.ts';
import { runSignOutListeners } from '#client/state/sign-out-listeners.ts';
import { type AppStore, apiOf } from '#client/state/store.ts';
import { rememberClassCode } from '#client/state/tablet-class.ts';
import { cachedClassList, rememberClassList, type TabletCheck } from '#client/state/tablet-pupils.ts';
import { AuthCard } from '#client/ui/auth-card.tsx';
import { ButtonLink } from '#client/ui/button-link.tsx';
import { type ClassPicture, PICTURE_LOCK_MINUTES, PICTURES_PER_PASSWORD } from '#contract/class-pictures.ts';
import type { ClassSignInList, ClassSignInRequest } from '#contract/classes.ts';
import { ChosenSlots } from './chosen-slots.tsx';
import { PictureGrid } from './picture-grid.tsx';

const say = (key: 'offline' | 'wrongPictures' | 'locked') =>
  i18n.t(key, { ns: 'classSignIn', minutes: PICTURE_LOCK_MINUTES });

const TABLET_CHECK_MESSAGES: Record<Exclude<TabletCheck, 'signed-in'>, () => string> = {
  wrong: () => say('wrongPictures'),
  locked: () => say('locked'),
};

/**
 * The server's refusals in the child's language: it answers 401 for wrong pictures and 423 for a
 * locked pupil (docs/classrooms.md) with English words; anything else is the server's message, worded
 * in the child's language where it is shown.
 */
function refusalMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return say('wrongPictures');
  if (isApiError(error) && error.status === 423) return say('locked');
  return serverMessage(error) ?? say('wrongPictures');
}

/**
 * The server checks the pictures; with no network, the tablet does for a pupil who signed in here
 * before (docs/classrooms.md). Answers what to tell the child, or null once they are signed in.
 */
async function signInOnlineOrOnTablet(store: AppStore, body: ClassSignInRequest): Promise<string | null> {
  try {
    await signInWithPictures(store, body);
    return null;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const check = await signInOnTablet(store, body);
    if (check === null) return say('offline');
    return check === 'signed-in' ? null : TABLET_CHECK_MESSAGES[check]();
  }
}

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: ClassSignInList };

function useClassList(code: string) {
  const store = useStore();
  const [state, setState] = useState<ListState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    classSignInList(apiOf(store), code).then(
      (list) => {
        rememberClassList(code, list);
        if (current) setState({ status: 'ready', list });
      },
      async (error: unknown) => {
        const offline = isNetworkError(error);
        // Offline, the names last seen here still show: pupils known to this tablet can come back.
        const cached = offline ? await cachedClassList(code) : null;
        if (!current) return;
        if (cached) return setState({ status: 'ready', list: cached });
        setState({
          status: 'failed',
          message: offline
            ? say('offline')
            : (serverMessage(error) ?? i18n.t('listFailed', { ns: 'classSignIn' })),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [code, store]);
  return state;
}

function NameList({ list, onChoose }: { list: ClassSignInList; onChoose: (id: number) => void }) {
  const { t } = useTranslation('classSignIn');
  if (list.pupils.length === 0) return <Text fz="xl">{t('nobody')}</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" role="group" aria-label={t('names')}>
      {list.pupils.map((pupil) => (
        <UnstyledButton
          key={pupil.id}
          onClick={() => onChoose(pupil.id)}
          style={{
            minHeight: 88,
            borderRadius: 16,
            border: '2px solid var(--mantine-color-indigo-3)',
            background: 'var(--mantine-color-indigo-0)',
            fontSize: 26,
            fontWeight: 700,
            textAlign: 'center',
            color: 'var(--mantine-color-indigo-9)',
          }}
        >
          {pupil.display_name}
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

/** Step two: the three pictures. Sent as soon as the third is tapped. */
function Pictures({
  code,
  pupilId,
  name,
  onBack,
}: {
  code: string;
  pupilId: number;
  name: string;
  onBack: () => void;
}) {
  const { t } = useTranslation('classSignIn');
  const store = useStore();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ClassPicture[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(pictures: ClassPicture[]) {
    setBusy(true);
    try {
      // Someone else still signed in on this tablet is signed out first: the next child sees nothing of theirs.
      if (store.get(isAuthenticatedAtom)) {
        await runSignOutListeners();
        await signOut(store);
      }
      const body = { code, user_id: pupilId, pictures };
      const message = await signInOnlineOrOnTablet(store, body);
      if (message) {
        setChosen([]);
        setMessage(message);
        setBusy(false);
        return;
      }
      rememberClassCode(code);
      await navigate({ to: '/assignments' });
    } catch (error) {
      setChosen([]);
      setMessage(refusalMessage(error));
      setBusy(false);
    }
  }

  function toggle(picture: ClassPicture) {
    setMessage(null);
    const next = chosen.includes(picture) ? chosen.filter((p) => p !== picture) : [...chosen, picture];
    setChosen(next);
    if (next.length === PICTURES_PER_PASSWORD) void submit(next);
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Text fz={28} fw={700}>
          {t('hello', { name })}
        </Text>
        <Button variant="light" size="lg" onClick={onBack}>
          {t('notMe')}
        </Button>
      </Group>
      <Text fz="xl">{t('tapPictures')}</Text>
      <ChosenSlots chosen={chosen} busy={busy} />
      {message && (
        <Alert color="orange" role="alert" fz="xl">
          <Text fz="xl">{inScreenLanguage(message)}</Text>
        </Alert>
      )}
      <PictureGrid chosen={chosen} disabled={busy} onToggle={toggle} />
    </Stack>
  );
}

/** The class sign-in of a shared tablet (docs/classrooms.md): tap your name, then your three pictures. */
export function ClassSignInPage({ code, pupil }: { code: string; pupil?: number }) {
  const { t } = useTranslation('classSignIn');
  const state = useClassList(code);
  const [chosen, setChosen] = useState<number | undefined>(pupil);
  if (state.status === 'loading') return <Loader aria-label={t('loadingClass')} m="xl" />;
  if (state.status === 'failed')
    return (
      <AuthCard variant="child" title={t('codeTitle')}>
        <Stack>
          <Alert color="orange" role="alert">
            <Text fz="xl">{inScreenLanguage(state.message)}</Text>
          </Alert>
          <ButtonLink to="/class" search={{ change: true }} size="lg" variant="light">
            {t('codeAgain')}
          </ButtonLink>
        </Stack>
      </AuthCard>
    );
  const { list } = state;
  const person = list.pupils.find((p) => p.id === chosen);
  return (
    <AuthCard variant="child" title={list.class_name} subtitle={person ? undefined : t('tapName')}>
      {person ? (
        <Pictures
          code={code}
          pupilId={person.id}
          name={person.display_name}
          onBack={() => setChosen(undefined)}
        />
      ) : (
        <Stack>
          <NameList list={list} onChoose={setChosen} />
          <ButtonLink to="/class" search={{ change: true }} variant="subtle">
            {t('notThisClass')}
          </ButtonLink>
        </Stack>
      )}
    </AuthCard>
  );
}
