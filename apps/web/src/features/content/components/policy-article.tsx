import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { formatContentDate } from '../format-date';
import { policyLinks, type Policy, type PolicyBlock } from '../policies/policy';
import { EnglishOnlyNotice } from './english-only-notice';
import { Prose } from './prose';

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const DECLARATION_ID = 'declaration';

type PolicyArticleProps = {
  policy: Policy;
  /** Shown beside the text (below the table of contents on small screens): the policy's document. */
  aside?: ReactNode;
  /** Extra content after a section, by section id: the shipping policy's rate table. */
  afterSection?: Readonly<Record<string, ReactNode>>;
};

/**
 * A policy page's body: its date, a table of contents, the sections, the declaration of a signed
 * policy, and links to the other policies.
 */
export function PolicyArticle({ policy, aside, afterSection = {} }: PolicyArticleProps) {
  const { t } = useTranslation();
  const contents = [
    ...policy.sections.map(({ id, heading }) => ({ id, heading })),
    ...(policy.signature ? [{ id: DECLARATION_ID, heading: t('policy.declaration') }] : []),
  ];
  const related = policyLinks.filter((link) => link.path !== policy.path);

  return (
    <>
      <EnglishOnlyNotice />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
        <div className="space-y-6 lg:sticky lg:top-32 lg:col-start-2 lg:row-start-1 lg:self-start">
          {aside}
          <nav aria-labelledby="policy-contents" className="rounded-lg border border-stone-200 bg-white p-4">
            <p id="policy-contents" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
              {t('policy.onThisPage')}
            </p>
            <ol className="mt-3 space-y-1.5 text-sm">
              {contents.map(({ id, heading }) => (
                <li key={id}>
                  <a href={`#${id}`} className="text-leaf-800 underline-offset-2 hover:underline">
                    {heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>

        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <p className="mb-6 text-sm text-stone-600">
            {t('policy.lastUpdated')}{' '}
            <time dateTime={policy.lastUpdated}>{formatContentDate(policy.lastUpdated)}</time>
          </p>
          {/* The policy texts themselves are English in every language of the interface. */}
          <Prose lang="en">
            {policy.sections.map((section) => (
              <section key={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
                {afterSection[section.id]}
              </section>
            ))}
            {policy.signature ? (
              <section>
                <h2 id={DECLARATION_ID}>{t('policy.declaration')}</h2>
                <p>The signed document ends with this declaration:</p>
                <blockquote className="mt-4 border-l-4 border-saffron-300 bg-saffron-50 px-4 py-3 italic">
                  {policy.signature.declaration}
                </blockquote>
                <p>Below it are the blanks to fill in: {joinFields(policy.signature.fields)}.</p>
              </section>
            ) : null}
          </Prose>

          <nav aria-labelledby="related-policies" className="mt-12 border-t border-stone-200 pt-6">
            <h2 id="related-policies" className="text-lg font-semibold text-leaf-800">
              {t('policy.related')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {related.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="font-medium text-saffron-800 underline underline-offset-2">
                    {t(link.titleKey)}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={paths.documents}
                  className="font-medium text-saffron-800 underline underline-offset-2"
                >
                  {t('policy.allDocuments')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}

/** ['Name', 'Signature', 'Date'] as 'name, signature and date'. */
function joinFields(fields: readonly string[]): string {
  const names = fields.map((field) => field.toLowerCase());
  const last = names.pop();
  return names.length > 0 ? `${names.join(', ')} and ${last}` : (last ?? '');
}
