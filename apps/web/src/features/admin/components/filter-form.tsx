import type { ComponentProps, FormEvent, ReactNode } from 'react';

const controlClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm focus:border-leaf-700 focus:ring-2 focus:ring-leaf-600 focus:outline-none';

/** A submitted value by its name: trimmed, and undefined when empty (the list's default). */
export type FilterValue = (name: string) => string | undefined;

type FilterFormProps = {
  /** The form's accessible name ('Filter users'). */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  onSubmit: (value: FilterValue) => void;
  className: string;
  children: ReactNode;
};

/** The search form above an admin list: its fields, then the submit button. */
export function FilterForm({ label, submitLabel, onSubmit, className, children }: FilterFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit((name) => String(data.get(name) ?? '').trim() || undefined);
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className={className}>
      {children}
      <button type="submit" className="btn-primary py-2">
        {submitLabel}
      </button>
    </form>
  );
}

function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
    </div>
  );
}

type FilterInputProps = { id: string; label: string } & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input of a filter form. */
export function FilterInput({ id, label, ...input }: FilterInputProps) {
  return (
    <FilterField id={id} label={label}>
      <input id={id} {...input} className={controlClass} />
    </FilterField>
  );
}

/** The list's text search (`q`), as long as the API takes. */
export function FilterSearch(props: Omit<FilterInputProps, 'name' | 'type' | 'maxLength'>) {
  return <FilterInput name="q" type="search" maxLength={100} {...props} />;
}

type FilterSelectProps<V extends string> = {
  id: string;
  label: string;
  options: readonly V[];
  optionLabel: (value: V) => string;
  /** The text of a first, empty option that leaves the filter off ('All roles'). */
  anyLabel?: string;
} & Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'>;

/** A labelled select of a filter form: the options in their order, each with its label. */
export function FilterSelect<V extends string>({
  id,
  label,
  options,
  optionLabel,
  anyLabel,
  ...select
}: FilterSelectProps<V>) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} {...select} className={controlClass}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
