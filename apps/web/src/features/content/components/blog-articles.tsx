import { useTranslation } from 'react-i18next';
import {
  BLOG_IMAGE_HEIGHT,
  BLOG_IMAGE_WIDTH,
  blogGroups,
  type BlogArticle,
  type BlogGroup,
} from '../blog/articles';
import { formatContentDate } from '../format-date';
import { EnglishOnlyNotice } from './english-only-notice';
import { Prose } from './prose';

type BlogArticlesProps = {
  articles: readonly BlogArticle[];
};

const CONTENTS_ID = 'articles';

function groupId(group: BlogGroup): string {
  return group.toLowerCase().replace(/\s+/g, '-');
}

/**
 * Every article in full, grouped under a heading per group, after a list of contents that links to each
 * one. Newest first within a group.
 */
export function BlogArticles({ articles }: BlogArticlesProps) {
  const { t } = useTranslation();
  const groups = blogGroups
    .map((group) => ({
      group,
      articles: articles
        .filter((article) => article.group === group)
        .toSorted((a, b) => b.date.localeCompare(a.date)),
    }))
    .filter(({ articles: inGroup }) => inGroup.length > 0);

  return (
    <>
      <EnglishOnlyNotice />
      <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav
          id={CONTENTS_ID}
          aria-labelledby="blog-contents"
          className="scroll-mt-24 lg:scroll-mt-32 self-start rounded-lg border border-stone-200 bg-white p-4 lg:sticky lg:top-32"
        >
          <p id="blog-contents" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            {t('blog.articles')}
          </p>
          <ul className="mt-3 space-y-4 text-sm">
            {groups.map(({ group, articles: inGroup }) => (
              <li key={group}>
                <a href={`#${groupId(group)}`} className="font-semibold text-leaf-800 hover:underline">
                  {group}
                </a>
                <ul className="mt-1.5 space-y-1.5 border-l-2 border-saffron-200 pl-3">
                  {inGroup.map((article) => (
                    <li key={article.id}>
                      <a
                        href={`#${article.id}`}
                        className="text-stone-800 underline-offset-2 hover:underline"
                      >
                        {article.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-14">
          {groups.map(({ group, articles: inGroup }) => (
            <section key={group} aria-labelledby={groupId(group)}>
              <h2
                id={groupId(group)}
                className="scroll-mt-24 lg:scroll-mt-32 border-b-2 border-saffron-200 pb-2 text-2xl font-bold tracking-tight text-leaf-800"
              >
                {group}
              </h2>
              <div className="mt-8 space-y-12">
                {inGroup.map((article) => (
                  <article
                    key={article.id}
                    id={article.id}
                    aria-labelledby={`${article.id}-title`}
                    className="scroll-mt-24 lg:scroll-mt-32"
                  >
                    <img
                      src={article.image}
                      width={BLOG_IMAGE_WIDTH}
                      height={BLOG_IMAGE_HEIGHT}
                      alt={article.imageAlt}
                      loading="lazy"
                      decoding="async"
                      className="h-auto w-full max-w-xs rounded-lg border border-stone-200"
                    />
                    <Prose lang="en" className="mt-4">
                      <h3 id={`${article.id}-title`}>{article.title}</h3>
                      <p className="text-sm text-stone-600">
                        <time dateTime={article.date}>{formatContentDate(article.date)}</time>
                      </p>
                      {article.content.map((paragraph) => (
                        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                      ))}
                      <p className="text-sm">
                        <a href={`#${CONTENTS_ID}`}>{t('blog.backToList')}</a>
                      </p>
                    </Prose>
                  </article>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
