/**
 * The catalogues of each language, one per area of the interface: a screen loads only the
 * catalogues it uses, so a first visit to `/` carries `common` and `home`, never the editor's words.
 * Each name is a file in `locales/<language>/<name>.json`.
 */
export const namespaces = [
  'common',
  'home',
  'auth',
  'settings',
  'classSignIn',
  'dashboard',
  'assignments',
  'reader',
  'summary',
  'texts',
  'emailVerification',
  'accept',
  'textAssignments',
  'ui',
  'classes',
  'results',
  'review',
  'editor',
  'notifications',
  'profile',
  'push',
  'pwa',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Loaded before the first render: the navigation, shared components and error screens use it. */
export const firstNamespace: Namespace = 'common';
