import type { AdminNotification } from '@bulk/domain/admin';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { adminOrderPath, paths } from '#src/config/paths';
import { useMarkNotificationsSeen, useNotifications } from '../api/notifications';
import { formatDateTime } from '../labels';

function notificationPath(item: AdminNotification): string {
  switch (item.kind) {
    case 'registration':
      return `${paths.adminUsers}?q=${encodeURIComponent(item.target)}`;
    case 'order':
      return adminOrderPath(item.target);
    case 'ticket':
      return `${paths.adminTickets}#${item.target}`;
  }
}

/**
 * The bell of the top bar: how many registrations, paid orders and tickets came since this admin last
 * looked. Opening it lists them and marks them seen on the server (for this admin only).
 */
export function AdminNotifications() {
  const id = useId();
  const notifications = useNotifications();
  const markSeen = useMarkNotificationsSeen();
  // The list opened on this page; following one of its links (a new location) closes it.
  const [opened, setOpened] = useState<{ at: string; items: AdminNotification[] } | null>(null);
  const location = useLocation();
  const shown = opened?.at === location.key ? opened.items : null;
  const setShown = (items: AdminNotification[] | null) =>
    setOpened(items ? { at: location.key, items } : null);
  const wrapper = useRef<HTMLDivElement>(null);
  const count = notifications.data?.count ?? 0;

  function toggle() {
    if (shown) {
      setShown(null);
      return;
    }
    // What was new stays listed while the panel is open, though the server now counts it as seen.
    setShown(notifications.data?.items ?? []);
    if (count > 0) markSeen.mutate();
  }

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          setShown(null);
          wrapper.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-label={count > 0 ? `Notifications, ${count} new` : 'Notifications'}
        aria-expanded={shown !== null}
        aria-controls={`${id}-panel`}
        onClick={toggle}
        className="relative rounded-md border border-stone-300 px-3 py-1 font-semibold text-leaf-800 hover:bg-leaf-50"
      >
        Notifications
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="ml-2 inline-block min-w-6 rounded-full bg-red-700 px-1.5 text-center text-xs text-white"
          >
            {count}
          </span>
        ) : null}
      </button>
      <div
        id={`${id}-panel`}
        hidden={shown === null}
        className="absolute right-0 z-30 mt-1 w-80 max-w-[90vw] rounded-lg border border-stone-200 bg-white p-2 shadow-lg"
      >
        {shown && shown.length === 0 ? (
          <p className="p-2 text-sm text-stone-700">Nothing new since you last looked.</p>
        ) : (
          <ul aria-label="New since you last looked" className="max-h-96 overflow-y-auto">
            {shown?.map((item) => (
              <li key={`${item.kind}-${item.target}`}>
                <Link
                  to={notificationPath(item)}
                  className="block rounded px-2 py-1.5 text-sm hover:bg-saffron-50 focus:bg-saffron-100"
                >
                  {item.title}
                  <span className="block text-xs text-stone-600">{formatDateTime(item.at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
