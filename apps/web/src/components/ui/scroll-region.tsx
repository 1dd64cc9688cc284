import type { ReactNode } from 'react';

type ScrollRegionProps = {
  /** What the region holds, read by screen readers: a label, or the id of the caption that names it. */
  name: { label: string } | { labelledBy: string };
  className?: string;
  children: ReactNode;
};

/**
 * The frame of a table wider than a phone's screen, which scrolls sideways on its own. Focusable and named,
 * so a keyboard user can scroll it. Positioned, so that it clips what it scrolls: screen-reader text
 * (`sr-only`, absolutely positioned) in a column beyond the screen's edge would otherwise widen the page.
 */
export function ScrollRegion({ name, className = '', children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      {...('label' in name ? { 'aria-label': name.label } : { 'aria-labelledby': name.labelledBy })}
      tabIndex={0}
      className={`relative overflow-x-auto ${className}`}
    >
      {children}
    </div>
  );
}
