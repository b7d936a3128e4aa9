import { Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { updateProfile } from '#api-client/auth.ts';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { setSignedIn } from '#client/state/session.ts';
import { userAtom } from '#client/state/session-atoms.ts';
import { apiOf } from '#client/state/store.ts';
import { type Locale, localeSchema } from '#contract/locales.ts';

/** The select's value for "no choice": the interface then follows the browser's language. */
const BROWSER = 'browser';

/**
 * The interface language, saved on the account (`user.locale`) so it follows the person to every
 * device; the app switches as soon as the server has it (LocaleFollower reads the session).
 */
export function LanguageSelect() {
  const { t } = useTranslation('settings');
  const store = useStore();
  const user = useAtomValue(userAtom);
  const save = useMutation({
    mutationFn: (locale: Locale | null) => updateProfile(apiOf(store), { name: user?.name ?? '', locale }),
    onSuccess: (response) => setSignedIn(store, response.user),
    onError: () => notifications.show({ color: 'red', message: t('language.failed') }),
  });
  const choose = (value: string | null) => {
    const parsed = localeSchema.safeParse(value);
    save.mutate(parsed.success ? parsed.data : null);
  };
  return (
    <Select
      label={t('language.label')}
      data={[
        { value: BROWSER, label: t('language.browser') },
        // Each language is named in itself, so a person can find theirs whatever is shown now.
        { value: 'en', label: t('language.en') },
        { value: 'tr', label: t('language.tr') },
      ]}
      value={save.isPending ? (save.variables ?? BROWSER) : (user?.locale ?? BROWSER)}
      onChange={choose}
      allowDeselect={false}
      disabled={!user || save.isPending}
      maw={320}
    />
  );
}
