// A module (not a .d.ts, which skipLibCheck would pass over unchecked) declaring the catalogues' shape.
import 'i18next';
import type accept from './locales/en/accept.json';
import type assignments from './locales/en/assignments.json';
import type auth from './locales/en/auth.json';
import type classes from './locales/en/classes.json';
import type classSignIn from './locales/en/classSignIn.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type editor from './locales/en/editor.json';
import type emailVerification from './locales/en/emailVerification.json';
import type home from './locales/en/home.json';
import type notifications from './locales/en/notifications.json';
import type profile from './locales/en/profile.json';
import type push from './locales/en/push.json';
import type pwa from './locales/en/pwa.json';
import type reader from './locales/en/reader.json';
import type results from './locales/en/results.json';
import type review from './locales/en/review.json';
import type settings from './locales/en/settings.json';
import type summary from './locales/en/summary.json';
import type textAssignments from './locales/en/textAssignments.json';
import type texts from './locales/en/texts.json';
import type ui from './locales/en/ui.json';

/** Keys are checked at compile time against the English catalogues, the ones every language follows. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      accept: typeof accept;
      assignments: typeof assignments;
      auth: typeof auth;
      classSignIn: typeof classSignIn;
      common: typeof common;
      dashboard: typeof dashboard;
      emailVerification: typeof emailVerification;
      home: typeof home;
      reader: typeof reader;
      settings: typeof settings;
      summary: typeof summary;
      texts: typeof texts;
      textAssignments: typeof textAssignments;
      ui: typeof ui;
      classes: typeof classes;
      results: typeof results;
      review: typeof review;
      editor: typeof editor;
      notifications: typeof notifications;
      profile: typeof profile;
      push: typeof push;
      pwa: typeof pwa;
    };
  }
}
