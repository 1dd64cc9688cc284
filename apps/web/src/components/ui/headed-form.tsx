import type { FormEvent, ReactNode } from 'react';

type HeadedFormProps = {
  /** The form's id prefix; its heading is `${id}-heading`. */
  id: string;
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** A form named by the heading it opens with: the login page's tabs and the registration forms. */
export function HeadedForm({ id, heading, onSubmit, children }: HeadedFormProps) {
  return (
    <form noValidate aria-labelledby={`${id}-heading`} onSubmit={onSubmit} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-leaf-800">
        {heading}
      </h2>
      {children}
    </form>
  );
}
