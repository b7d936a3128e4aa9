// A module (not a .d.ts, which skipLibCheck would pass over unchecked) declaring the catalogues' shape.
import 'i18next';
import type accept from './locales/en/accept.json';
import type assignments from './locales/en/assignments.json';
import type auth from './locales/en/auth.json';
import type classes from './locales/en/classes.json';
import type classSignIn from './locales/en/classSignIn.json';
import type common from './locales/en/common.json';
import type dashboard from './locales/en/dashboard.json';
import type emailVerification from './locales/en/emailVerification.json';
import type home from './locales/en/home.json';
import type reader from './locales/en/reader.json';
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
    };
  }
}
