import './styles.css';
// The announcement bar is in every page the server renders: its animation is in the first stylesheet too.
import '#src/components/layout/announcement-bar.css';
import { holdInputUntilInteractive } from '#src/lib/early-input';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
// A page the server rendered can be clicked, ticked and typed into before the app takes it over: that input
// is held and given to the app once it has (docs/decisions/009-input-before-takeover.md).
if (container.firstElementChild) holdInputUntilInteractive(document);

// The app's code is requested after the first paint: the page the server rendered (or the frame's
// background) shows as soon as the HTML and the stylesheet arrive, without the scripts competing with the
// page's images for a slow connection (docs/decisions/006-server-rendering.md). The remembered language is
// restored before the app renders, so that a page never paints in English first; the strings and the app
// are evaluated in tasks of their own.
requestAnimationFrame(() => {
  setTimeout(() => {
    const app = import('#src/app/start');
    void import('#src/i18n/language-store')
      .then(({ restoreLanguage }) => restoreLanguage())
      .then(() => app)
      .then(({ startApp }) => startApp(container));
  });
});
