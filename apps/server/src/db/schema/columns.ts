import { bigint } from 'drizzle-orm/pg-core';

/**
 * Paise (and an order's total grams) as bigint, read as a JavaScript number: exact for every value the
 * store's limits allow, which stay below Number.MAX_SAFE_INTEGER (`MAX_ORDER_TOTAL_PAISE` in
 * `@bulk/domain/orders`).
 */
export const money = () => bigint({ mode: 'number' });
