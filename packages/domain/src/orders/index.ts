export * from './limits';
export * from './totals';
export * from './order-number';
