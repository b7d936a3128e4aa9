import type { ResourceKey } from 'i18next';
import { i18n } from '#client/i18n/i18n.ts';

/**
 * Client tests render in English with every English catalogue already in memory (nothing suspends
 * waiting for a chunk), and a word the code asks for that the catalogue lacks fails the test: the
 * missing-key handler prints a console.error, which fail-on-console-error.ts turns into a failure.
 */
const englishCatalogues = import.meta.glob<ResourceKey>('/src/client/i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});

export async function prepareClientI18n() {
  await i18n.changeLanguage('en');
  for (const [file, catalogue] of Object.entries(englishCatalogues)) {
    const namespace = file.split('/').at(-1)?.replace('.json', '') ?? '';
    i18n.addResourceBundle('en', namespace, catalogue, true, true);
  }
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (languages, namespace, key) => {
    console.error(`Missing translation: ${languages.join(',')} ${namespace}:${key}`);
  };
}
