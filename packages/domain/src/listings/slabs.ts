import { checkAddQuantity } from '../cart/quantity';

/** At most three quantity slabs below the base price. */
export const MAX_PRICE_SLABS = 3;

/** A quantity discount: from `fromQuantity` selling units on, each unit costs `pricePaise`. */
export type PriceSlab = { fromQuantity: number; pricePaise: number };

/** A listing's prices: `pricePaise` from the minimum order quantity, then its slabs. */
export type SlabPricing = { pricePaise: number; slabs: readonly PriceSlab[] };

/**
 * The price per unit of an order line of `quantity` units: the price of the last slab the quantity
 * reaches, else the base price. Slabs are kept in increasing order of quantity by {@link slabProblems}.
 */
export function slabPriceFor(quantity: number, pricing: SlabPricing): number {
  let price = pricing.pricePaise;
  for (const slab of pricing.slabs) {
    if (quantity >= slab.fromQuantity) price = slab.pricePaise;
  }
  return price;
}

/** A broken slab rule, with the index of the slab and the field it concerns. */
export type SlabProblem = { index: number; field: 'fromQuantity' | 'pricePaise'; message: string };

/**
 * What is wrong with a listing's slabs, none when they hold (docs/decisions/014-supplier-listings.md):
 * - each slab starts strictly above the minimum order quantity (at the MOQ the base price applies) and
 *   on its steps, by the cart's own quantity rule, so every slab can be ordered exactly;
 * - slabs start at strictly increasing quantities;
 * - each slab's price is strictly below the one before it (the base price first): a slab is a discount
 *   for buying more, and a slab at the same or a higher price would only mislead.
 */
export function slabProblems(
  terms: { moq: number; stepQty: number; pricePaise: number },
  slabs: readonly PriceSlab[],
): SlabProblem[] {
  const problems: SlabProblem[] = [];
  let previousQuantity = terms.moq;
  let previousPrice = terms.pricePaise;
  slabs.forEach((slab, index) => {
    const quantityProblem = checkAddQuantity(slab.fromQuantity, {
      name: 'this listing',
      moq: terms.moq,
      stepQty: terms.stepQty,
    });
    if (slab.fromQuantity <= terms.moq) {
      problems.push({
        index,
        field: 'fromQuantity',
        message: `A slab must start above the minimum order quantity of ${terms.moq}.`,
      });
    } else if (quantityProblem) {
      problems.push({ index, field: 'fromQuantity', message: quantityProblem.message });
    } else if (slab.fromQuantity <= previousQuantity) {
      problems.push({
        index,
        field: 'fromQuantity',
        message: 'Each slab must start at a larger quantity than the one before.',
      });
    }
    if (slab.pricePaise >= previousPrice) {
      problems.push({
        index,
        field: 'pricePaise',
        message: 'Each slab must be cheaper than the price before it.',
      });
    }
    previousQuantity = Math.max(previousQuantity, slab.fromQuantity);
    previousPrice = Math.min(previousPrice, slab.pricePaise);
  });
  return problems;
}
