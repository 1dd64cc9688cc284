import { Page } from '#src/components/layout/page';

export default function CartPage() {
  return <Page title="Cart" intro="Review the items in your bulk cart before you check out." />;
}
