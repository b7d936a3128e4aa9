import type { TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n, i18nReady } from './i18n.ts';
import { firstNamespace, type Namespace } from './namespaces.ts';

/**
 * Counts the changes a rendered word may depend on (the language, a catalogue arriving), so
 * `useSyncExternalStore` re-renders the screens that show words whenever one happens.
 */
let version = 0;
const listeners = new Set<() => void>();
const bump = () => {
  version += 1;
  for (const listener of listeners) listener();
};
i18n.on('languageChanged', bump);
i18n.on('loaded', bump);
i18n.store.on('added', bump);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const currentVersion = () => version;

/** One promise per language and catalogues, so a suspended screen waits on the same one each render. */
const loading = new Map<string, Promise<void>>();

function cataloguesLoaded(areas: readonly Namespace[]): Promise<void> {
  const key = `${i18n.language}/${areas.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = i18nReady.then(() => i18n.loadNamespaces([...areas])).finally(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

const loaded = (areas: readonly Namespace[]) =>
  i18n.isInitialized && areas.every((area) => i18n.hasLoadedNamespace(area));

/**
 * The words of one area of the interface (`namespace`, `common` when none is named; with several,
 * the first is the default and the others are reached as `t('ui:…')`), in the current language.
 * Suspends until the catalogues have loaded, unless `useSuspense: false` (then `ready` says when
 * they have, for a card that may simply wait), and re-renders when the language changes.
 * Our own hook over the app's one i18next instance rather than react-i18next's: it is all the app
 * asks of that package, and the first visit's JavaScript budget (docs/i18n.md) has no room to spare.
 */
export function useTranslation<const N extends Namespace | readonly Namespace[] = 'common'>(
  namespace?: N,
  { useSuspense = true }: { useSuspense?: boolean } = {},
) {
  const areas: readonly Namespace[] =
    namespace === undefined ? [firstNamespace] : typeof namespace === 'string' ? [namespace] : namespace;
  const changes = useSyncExternalStore(subscribe, currentVersion);
  const ready = loaded(areas);
  if (!ready) {
    const arrival = cataloguesLoaded(areas);
    if (useSuspense) use(arrival);
  }
  const key = areas.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `areas`, `changes` for the language and catalogues `t` reads.
  const t = useMemo(() => i18n.getFixedT(null, [...areas]) as unknown as TFunction<N>, [key, changes]);
  return { t, i18n, ready };
}
