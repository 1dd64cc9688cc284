import { useTranslation } from 'react-i18next';
import { useCallback, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { DESKTOP_MEDIA_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { FilterDrawer } from './filter-drawer';

type FiltersLayoutProps = {
  /** The filter controls, rendered once: in the sidebar on wide screens, in the drawer on small ones. */
  filters: ReactNode;
  /** How many products the filters select, for the drawer's button; unknown while loading. */
  resultCount: number | undefined;
  /** The results. */
  children: ReactNode;
};

/** A catalogue page with filters: a sidebar on desktop, a 'Filters' button and drawer on small screens. */
export function FiltersLayout({ filters, resultCount, children }: FiltersLayoutProps) {
  const { t } = useTranslation();
  const isDesktop = useMediaQuery(DESKTOP_MEDIA_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headingId = useId();
  const drawerId = useId();
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Growing past the breakpoint moves the filters to the sidebar; the drawer has nothing left to show.
  const showDrawer = drawerOpen && isDesktop === false;

  // The stylesheet shows the sidebar or the drawer's button, so that the server, which knows no viewport
  // (`isDesktop` undefined), renders the same elements as the browser; the filters themselves sit in the
  // sidebar on wide screens and in the drawer on small ones.
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <aside
        aria-labelledby={headingId}
        className="hidden rounded-xl border border-saffron-100 bg-white p-5 shadow-sm lg:block"
      >
        <h2 id={headingId} className="text-lg font-semibold text-leaf-800">
          {t('catalogue.filters')}
        </h2>
        {isDesktop !== false && <div className="mt-4">{filters}</div>}
      </aside>
      <div className="mb-6 lg:hidden">
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={showDrawer}
          aria-controls={showDrawer ? drawerId : undefined}
          onClick={() => setDrawerOpen(true)}
          className="btn-secondary"
        >
          {t('catalogue.filters')}
        </button>
        <FilterDrawer
          id={drawerId}
          open={showDrawer}
          onClose={closeDrawer}
          title={t('catalogue.filters')}
          doneLabel={
            resultCount === undefined
              ? t('catalogue.showProducts')
              : t('catalogue.showCount', { count: resultCount })
          }
        >
          {filters}
        </FilterDrawer>
      </div>
      <div>{children}</div>
    </div>
  );
}
