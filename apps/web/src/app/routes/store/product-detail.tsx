import { Page } from '#src/components/layout/page';

export default function ProductDetailPage() {
  return (
    <Page
      title="Product Details"
      intro="Prices, packaging sizes and minimum order quantities of a catalogue product."
    />
  );
}
