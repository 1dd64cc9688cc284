import 'i18next';
import type en from './locales/en.json';

// Keys are checked against the English file: `t('header.cartt')` is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}
