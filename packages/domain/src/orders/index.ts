export * from './totals';
