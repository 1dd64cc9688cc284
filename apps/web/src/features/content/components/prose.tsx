import type { ReactNode } from 'react';

/**
 * Typography for running text (policies, articles, the company story), defined once: headings, paragraphs,
 * lists and links styled from the outside, so the content itself stays plain HTML. Measure is kept to
 * about 70 characters; anchored headings clear the sticky header.
 */
export const proseClassName = [
  'max-w-3xl text-base leading-7 text-stone-800 sm:text-[1.0625rem] sm:leading-8',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 lg:[&_h2]:scroll-mt-32 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-leaf-800',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 lg:[&_h3]:scroll-mt-32 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-semibold [&_h3]:text-leaf-800',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-saffron-700',
  '[&_a]:font-medium [&_a]:text-saffron-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-saffron-900',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&>:first-child]:mt-0',
].join(' ');

type ProseProps = {
  children: ReactNode;
  className?: string;
  /** The language of the text when it may differ from the page's (long-form texts are English only). */
  lang?: string;
};

export function Prose({ children, className, lang }: ProseProps) {
  return (
    <div lang={lang} className={className ? `${proseClassName} ${className}` : proseClassName}>
      {children}
    </div>
  );
}
