import { Page } from '#src/components/layout/page';

export default function DocumentsPage() {
  return <Page title="Documents" intro="Company documents to view and download." />;
}
