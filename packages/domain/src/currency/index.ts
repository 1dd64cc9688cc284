export * from './currency';
