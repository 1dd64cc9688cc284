import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<T extends string> = { value: T; label: string; panel: ReactNode };

type TabsProps<T extends string> = {
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
};

/**
 * Tabs after the WAI-ARIA pattern, with automatic activation: the arrow keys, Home and End move between tabs
 * and select them; only the selected tab is in the tab order. Only the selected panel renders its content.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (value: T) => `${baseId}-tab-${value}`;
  const panelId = (value: T) => `${baseId}-panel-${value}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === selected);
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.value);
    tabRefs.current.get(item.value)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-saffron-100 p-1 sm:grid-cols-4"
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.value)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${
                isSelected ? 'bg-white text-saffron-900 shadow-sm' : 'text-ink hover:bg-saffron-50'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          id={panelId(item.value)}
          role="tabpanel"
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== selected}
          className="mt-6"
        >
          {item.value === selected ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
