import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '#src/components/layout/icons';
import { paths, productPath } from '#src/config/paths';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { normalizeSearchQuery, SEARCH_QUERY_MAX_LENGTH } from '../search-query';

/** Suggestions are asked for from this many characters: one letter is in nearly every product. */
export const SUGGEST_FROM_LENGTH = 2;
/** Typing pauses this long before suggestions are asked for, so a word typed quickly is one request. */
export const SUGGEST_DELAY_MS = 200;

type Suggestion = { key: string; label: string; detail: string; to: string };

function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type HeaderSearchProps = {
  /** Called after the box led somewhere, so that the mobile menu around it can close. */
  onNavigate?: () => void;
};

/**
 * The header's search box: a combobox (WAI-ARIA 1.2 pattern) whose list suggests products and categories
 * as one types. Up and Down move through the list, Enter opens the chosen one or, with none chosen,
 * searches (/search?q=), Escape closes the list and then clears the box. A polite status tells screen
 * reader users how many suggestions there are. Before the app takes the page over it is a plain GET form.
 */
export function HeaderSearch({ onNavigate }: HeaderSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const { query } = normalizeSearchQuery(text);
  const settled = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const wanted = settled.length >= SUGGEST_FROM_LENGTH ? settled : '';
  const suggestions = useSearchSuggestions(wanted);
  const typing = query.length >= SUGGEST_FROM_LENGTH;
  // The answer for what the box holds now, not a previous one kept while the next loads.
  const current =
    typing && settled === query && !suggestions.isPlaceholderData ? suggestions.data : undefined;
  const shown = typing ? suggestions.data : undefined;

  const options: Suggestion[] = [
    ...(shown?.products ?? []).map((product) => ({
      key: `product-${product.id}`,
      label: product.name,
      detail: product.categoryLabel,
      to: productPath(product.id),
    })),
    ...(shown?.categories ?? []).map((category) => ({
      key: `category-${category.slug}`,
      label: category.label,
      detail: t('headerSearch.category'),
      to: `${paths.products}?${new URLSearchParams({ category: category.slug }).toString()}`,
    })),
  ];
  const expanded = open && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  let status = '';
  if (open && typing) {
    if (current) {
      status =
        options.length > 0 ? t('headerSearch.count', { count: options.length }) : t('headerSearch.none');
    } else if (suggestions.isError) {
      status = t('headerSearch.failed');
    } else {
      status = t('headerSearch.loading');
    }
  }

  function leave(to: string) {
    setOpen(false);
    setActiveIndex(-1);
    void navigate(to);
    onNavigate?.();
  }

  function choose(suggestion: Suggestion) {
    setText('');
    leave(suggestion.to);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    leave(query ? `${paths.search}?${new URLSearchParams({ q: query }).toString()}` : paths.search);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setOpen(true);
      setActiveIndex((index) => {
        if (!expanded || index < 0) return down ? 0 : count - 1;
        return (index + (down ? 1 : count - 1)) % count;
      });
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        // The list closes, not the mobile menu around the box.
        event.stopPropagation();
        setOpen(false);
        setActiveIndex(-1);
      } else if (text) {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    }
  }

  return (
    <form role="search" action={paths.search} method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <div className="flex rounded-md border border-stone-400 bg-white focus-within:border-saffron-700 focus-within:ring-2 focus-within:ring-saffron-200">
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={t('headerSearch.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className="min-w-0 flex-1 rounded-s-md bg-transparent px-3 py-1.5 text-base text-ink placeholder:text-stone-500 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          className="rounded-e-md px-2 text-stone-700 hover:bg-saffron-100 hover:text-saffron-900"
        >
          <SearchIcon />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('headerSearch.suggestions')}
        hidden={!expanded}
        // Keeps the focus in the box while an option is clicked, so the list stays until the click lands.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onClick={() => choose(option)}
            className={`cursor-pointer rounded-md px-3 py-2 text-sm ${index === activeIndex ? 'bg-saffron-100 text-saffron-900' : 'text-ink hover:bg-saffron-50'}`}
          >
            <span className="block font-medium">{option.label}</span>
            <span className="block text-xs text-stone-600">{option.detail}</span>
          </li>
        ))}
      </ul>
      {open && typing && options.length === 0 && status ? (
        <p className="absolute inset-x-0 top-full z-50 mt-1 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-700 shadow-lg">
          {status}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
