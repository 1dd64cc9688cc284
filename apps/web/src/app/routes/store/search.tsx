import { useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  return (
    <Page
      title="Search"
      documentTitle={query ? `Search: ${query}` : 'Search'}
      intro={query ? `Products matching “${query}”.` : 'Find products across the whole catalogue.'}
    />
  );
}
