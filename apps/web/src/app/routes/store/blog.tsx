import { Page } from '#src/components/layout/page';
import { blogArticles } from '#src/features/content/blog/articles';
import { BlogArticles } from '#src/features/content/components/blog-articles';

export default function BlogPage() {
  return (
    <Page
      title="Blog"
      intro="Practical notes for bulk buyers on Indian spices, pulses, herbal products and dry fruits: grading, storage, shelf life and the seasons to buy in."
    >
      <BlogArticles articles={blogArticles} />
    </Page>
  );
}
