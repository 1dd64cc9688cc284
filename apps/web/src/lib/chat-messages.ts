// The chat button's prefilled questions (spec section 9, "Chat message templates"). The general one is
// company configuration (`company.generalChatMessage`); these two name what the visitor is looking at.

/** On a product page: a question about ordering that product in bulk. */
export function productChatMessage(productName: string): string {
  return `Hello! I am interested in bulk ordering ${productName}. Please share details.`;
}

export type QuoteLine = {
  quantity: number;
  /** The unit as shown: `unitLabels` of the catalogue (kg, pcs, roll, dz). */
  unit: string;
  name: string;
};

/** On the cart page with items: a bulk quote request, one line per item ('500 kg x Corn Flour'). */
export function bulkQuoteChatMessage(lines: readonly QuoteLine[]): string {
  return [
    'Hello! I would like a bulk quote for:',
    ...lines.map((line) => `${line.quantity} ${line.unit} x ${line.name}`),
  ].join('\n');
}
