import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { blogArticles } from '#src/features/content/blog/articles';
import { BlogArticles } from '#src/features/content/components/blog-articles';

export default function BlogPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('nav.blog')} intro={t('pages.blogIntro')}>
      <BlogArticles articles={blogArticles} />
    </Page>
  );
}
