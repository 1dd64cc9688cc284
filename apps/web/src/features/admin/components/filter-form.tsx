import type { ChangeEventHandler, FormEvent, ReactNode } from 'react';
import { SelectField, TextField } from '#src/components/ui/form-field';

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

type FilterInputProps = {
  id: string;
  label: string;
  name: string;
  type?: 'text' | 'date' | 'search';
  maxLength?: number;
  defaultValue?: string | undefined;
};

/** A labelled input of a filter form, read when the form is submitted. */
export function FilterInput({ id, label, type, maxLength, ...binding }: FilterInputProps) {
  return <TextField id={id} label={label} type={type} maxLength={maxLength} registration={binding} />;
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
  /** Read when the form is submitted, from its `name`, or held by the page (`value`, `onChange`). */
  name?: string;
  defaultValue?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
};

/** A labelled select of a filter form: the options in their order, each with its label. */
export function FilterSelect<V extends string>({
  id,
  label,
  options,
  optionLabel,
  anyLabel,
  ...binding
}: FilterSelectProps<V>) {
  return (
    <SelectField
      id={id}
      label={label}
      options={options}
      optionLabel={optionLabel}
      placeholder={anyLabel}
      registration={binding}
    />
  );
}
