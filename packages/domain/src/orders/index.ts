export * from './limits';
export * from './totals';
