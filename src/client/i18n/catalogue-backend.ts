import type { BackendModule, ResourceKey } from 'i18next';

// One lazy chunk per language and area: Vite splits each JSON file into its own small file.
const catalogueFiles = import.meta.glob<{ default: ResourceKey }>('./locales/*/*.json');

/** i18next's loader: fetches `locales/<language>/<namespace>.json` the first time a screen needs it. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogueFiles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (file) => callback(null, file.default),
      // `true` asks i18next to try again: a chunk can fail on a flaky connection.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
