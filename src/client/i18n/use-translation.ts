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

/** One promise per language and catalogue, so a suspended screen waits on the same one each render. */
const loading = new Map<string, Promise<void>>();

function catalogueLoaded(namespace: Namespace): Promise<void> {
  const key = `${i18n.language}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = i18nReady.then(() => i18n.loadNamespaces(namespace)).finally(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/**
 * The words of one area of the interface (`namespace`, `common` when none is named), in the current
 * language: suspends until that catalogue has loaded, and re-renders when the language changes.
 * Our own hook over the app's one i18next instance rather than react-i18next's: it is all the app
 * asks of that package, and the first visit's JavaScript budget (docs/i18n.md) has no room to spare.
 */
export function useTranslation<N extends Namespace = 'common'>(namespace?: N) {
  const area = (namespace ?? firstNamespace) as N;
  const changes = useSyncExternalStore(subscribe, currentVersion);
  if (!i18n.isInitialized || !i18n.hasLoadedNamespace(area)) use(catalogueLoaded(area));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` stands for the language and catalogues `t` reads.
  const t = useMemo(() => i18n.getFixedT(null, area) as TFunction<N>, [area, changes]);
  return { t, i18n };
}
