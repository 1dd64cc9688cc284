import { i18n } from './i18n';
import english from './locales/en.json';

/**
 * Adds every English string at once, for the server's page renderer: it renders any page, in English
 * (docs/decisions/006-server-rendering.md), and is not sent to a browser, so it need not load them in parts.
 */
export function addAllEnglishStrings(): void {
  i18n.addResourceBundle('en', 'translation', english, true, true);
}
