import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '#src/components/layout/icons';

type FilterDrawerProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  /** The filter controls; they apply as they change, behind the drawer. */
  children: ReactNode;
  /** Text of the button at the bottom that closes the drawer to show the results. */
  doneLabel: string;
};

/**
 * A modal drawer from the left for the filters on small screens. While open, the rest of the page is
 * inert (no focus, no clicks, hidden from assistive technology), the close button has focus, Escape or the
 * backdrop closes it, and focus then returns to the element that opened it.
 */
export function FilterDrawer({ id, open, onClose, title, children, doneLabel }: FilterDrawerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The latest onClose for the document listener, without re-running the open/close effect.
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const madeInert = Array.from(document.body.children).filter(
      (element) => element !== root.current && !element.hasAttribute('inert'),
    );
    for (const element of madeInert) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();

    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      latestOnClose.current();
    }
    document.addEventListener('keydown', closeOnEscape);

    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div ref={root} className="fixed inset-0 z-50">
      {/* The backdrop is a mouse and touch affordance; keyboards have Escape and the two buttons. */}
      <div aria-hidden="true" className="absolute inset-0 bg-ink/50" onClick={onClose} />
      <div
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className="absolute inset-y-0 start-0 flex w-full max-w-sm flex-col bg-white shadow-xl outline-none"
      >
        <div className="flex items-center justify-between border-b border-saffron-100 px-4 py-3">
          <h2 id={headingId} className="text-lg font-semibold text-leaf-800">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            aria-label={t('catalogue.closeDrawer')}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-saffron-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
        <div className="border-t border-saffron-100 p-4">
          <button type="button" onClick={onClose} className="btn-primary w-full">
            {doneLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
