import { Page } from '#src/components/layout/page';

export default function BlogPage() {
  return <Page title="Blog" intro="Articles on Indian spices, pulses, herbal products and dry fruits." />;
}
