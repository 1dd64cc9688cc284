import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { adminOrderPath, paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { MIN_SEARCH_LENGTH, useAdminSearch } from '../api/search';
import { orderStatusLabels } from '../labels';

const SEARCH_DELAY_MS = 250;

const resultLinkClass =
  'block rounded px-2 py-1.5 text-sm hover:bg-saffron-50 focus:bg-saffron-100 focus:outline-none';

/**
 * The top bar's search: users by name or email, orders by number, id or email, payments by gateway id, grouped.
 * The results are links: Tab or the arrow keys move through them, Escape closes them.
 */
export function AdminSearch() {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  // Open on the page it was opened on: following a result (a new location) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  const search = useAdminSearch(q);

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);

  const results = search.data;
  const found = results ? results.users.length + results.orders.length + results.payments.length : 0;
  const showPanel = open && q.length >= MIN_SEARCH_LENGTH;

  function moveFocus(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      setOpen(false);
      input.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...(panel.current?.querySelectorAll('a') ?? [])];
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    if (next < 0) input.current?.focus();
    else links[Math.min(next, links.length - 1)]?.focus();
  }

  return (
    <div role="search" aria-label="Admin search" className="relative min-w-0 flex-1" onKeyDown={moveFocus}>
      <label htmlFor={id} className="sr-only">
        Search users, orders and payments
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        maxLength={100}
        value={text}
        autoComplete="off"
        aria-controls={`${id}-results`}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        placeholder="Search users, orders, payments"
        className="w-full min-w-0 rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm focus:border-leaf-700 focus:ring-2 focus:ring-leaf-600 focus:outline-none"
      />
      <div
        ref={panel}
        id={`${id}-results`}
        hidden={!showPanel}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-stone-200 bg-white p-2 shadow-lg"
      >
        <p role="status" className="px-2 py-1 text-xs text-stone-600">
          {!showPanel
            ? ''
            : search.isPending
              ? 'Searching...'
              : search.isError
                ? errorMessage(search.error)
                : found === 0
                  ? `Nothing found for "${q}".`
                  : `${found} found`}
        </p>
        {results && showPanel ? (
          <>
            <ResultGroup title="Users" items={results.users}>
              {(user) => (
                <Link
                  to={`${paths.adminUsers}?q=${encodeURIComponent(user.email)}`}
                  className={resultLinkClass}
                >
                  <span className="font-medium">{user.name}</span>{' '}
                  <span className="text-stone-600">
                    {user.email} · {user.role}
                  </span>
                </Link>
              )}
            </ResultGroup>
            <ResultGroup title="Orders" items={results.orders}>
              {(order) => (
                <Link to={adminOrderPath(order.id)} className={resultLinkClass}>
                  <span className="font-medium">{order.number}</span>{' '}
                  <span className="text-stone-600">
                    {order.email} · {orderStatusLabels[order.status]}
                  </span>
                </Link>
              )}
            </ResultGroup>
            <ResultGroup title="Payments" items={results.payments}>
              {(payment) => (
                <Link
                  to={`${paths.adminPayments}?q=${encodeURIComponent(payment.gatewayPaymentId)}`}
                  className={resultLinkClass}
                >
                  <span className="font-medium">{payment.id}</span>{' '}
                  <span className="font-mono text-xs text-stone-600">{payment.gatewayPaymentId}</span>
                </Link>
              )}
            </ResultGroup>
          </>
        ) : null}
      </div>
    </div>
  );
}

function ResultGroup<T>({
  title,
  items,
  children,
}: {
  title: string;
  items: readonly T[];
  children: (item: T) => React.ReactNode;
}) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-1">
      <h2 id={id} className="px-2 text-xs font-semibold tracking-wide text-stone-700 uppercase">
        {title}
      </h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{children(item)}</li>
        ))}
      </ul>
    </section>
  );
}
