import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** Specification, section 9: the count-up takes about 1.5 s, in ticks of at least 20 ms. */
export const COUNT_UP_DURATION_MS = 1500;
export const COUNT_UP_MIN_TICK_MS = 20;

const indianNumber = new Intl.NumberFormat('en-IN');

/** `123456` -> `1,23,456`: Indian digit grouping (lakh, crore). */
export function formatIndianNumber(value: number): string {
  return indianNumber.format(value);
}

/**
 * The ticks of a count-up from 0 to `total`: at most one per 20 ms over 1.5 s (75), and never more than
 * the total itself, so a small total counts in whole steps and a large one still ends on time.
 */
export function countUpTicks(total: number): { ticks: number; tickMs: number } {
  const ticks = Math.max(1, Math.min(total, Math.floor(COUNT_UP_DURATION_MS / COUNT_UP_MIN_TICK_MS)));
  return { ticks, tickMs: COUNT_UP_DURATION_MS / ticks };
}

/** The value shown while counting up to `total`; `total` at once when `instant`, undefined until known. */
function useCountUp(total: number | undefined, instant: boolean): number | undefined {
  // The tick reached for one total; a new total starts again from 0.
  const [progress, setProgress] = useState<{ total: number; tick: number } | null>(null);

  useEffect(() => {
    if (total === undefined || instant || total === 0) return;
    const { ticks, tickMs } = countUpTicks(total);
    let tick = 0;
    const timer = window.setInterval(() => {
      tick += 1;
      setProgress({ total, tick });
      if (tick >= ticks) window.clearInterval(timer);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [total, instant]);

  if (total === undefined) return undefined;
  if (instant || total === 0) return total;
  if (progress?.total !== total) return 0;
  const { ticks } = countUpTicks(total);
  return Math.round((total * Math.min(progress.tick, ticks)) / ticks);
}

type VisitorCounterProps = {
  /** The visitor total from the server; undefined while it loads or when it could not be had. */
  total: number | undefined;
};

/**
 * The 'Total Visitors' bar: counts up from 0 to the total (straight to it under reduced motion). Its
 * height is fixed, so nothing below moves when the number arrives. Screen readers get the total once,
 * not every step of the count.
 */
export function VisitorCounter({ total }: VisitorCounterProps) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const shown = useCountUp(total, reducedMotion);

  return (
    <div className="border-b border-saffron-100 bg-saffron-50">
      <p className="container-page flex h-8 items-center justify-center gap-2 text-sm text-saffron-900">
        <span className="font-medium">{t('visitors.total')}</span>
        <span aria-hidden="true" data-testid="visitor-count" className="min-w-[4ch] font-bold tabular-nums">
          {shown === undefined ? '—' : formatIndianNumber(shown)}
        </span>
        <span className="sr-only">
          {total === undefined ? t('visitors.unknown') : formatIndianNumber(total)}
        </span>
      </p>
    </div>
  );
}
