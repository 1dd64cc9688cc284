import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import './announcement-bar.css';
import { PauseIcon, PlayIcon } from './icons';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Specification, section 9: the announcement marquee's cycle. */
export const ANNOUNCEMENT_CYCLE_SECONDS = 25;

// Longhands, so that the hover class can still pause it (an inline shorthand would reset the play state).
const marquee = {
  animationName: 'announcement-scroll',
  animationDuration: `${ANNOUNCEMENT_CYCLE_SECONDS}s`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
} as const;

function AnnouncementLine() {
  const { t } = useTranslation();
  return (
    <>
      <span>{t('announcement.newArrivals')}</span>
      <span aria-hidden="true" className="px-6 text-saffron-300">
        •
      </span>
      <Link
        to={paths.registerSupplier}
        className="rounded font-semibold text-saffron-200 underline underline-offset-2 hover:text-white"
      >
        {t('announcement.suppliersJoin')}
      </Link>
    </>
  );
}

/**
 * The scrolling announcement bar. The line moves across the bar (a CSS animation) and stops on hover, on
 * the Pause button and while its link has focus, so it can always be read and reached (WCAG 2.2.2). Under
 * reduced motion it does not move at all: the site's CSS stops animations there, and a line stopped
 * half-way out of the bar could not be read, so the bar shows it still and whole instead.
 */
export function AnnouncementBar() {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [focused, setFocused] = useState(false);
  const moving = !reducedMotion && !paused && !focused;

  return (
    <div className="bg-leaf-800 text-sm text-white">
      <div className="container-page flex min-h-9 items-center gap-2">
        <div
          data-testid="announcement"
          data-moving={moving}
          className="min-w-0 flex-1 overflow-hidden py-1.5"
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
          }}
        >
          <p
            className={
              moving
                ? 'inline-block pl-[100%] whitespace-nowrap hover:[animation-play-state:paused]'
                : 'text-center'
            }
            style={moving ? marquee : undefined}
          >
            <AnnouncementLine />
          </p>
        </div>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setPaused((isPaused) => !isPaused)}
            aria-label={paused ? t('announcement.play') : t('announcement.pause')}
            className="inline-flex shrink-0 items-center justify-center rounded p-1 text-leaf-100 hover:bg-leaf-700 hover:text-white"
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        )}
      </div>
    </div>
  );
}
