export * from './amount-in-words';
export * from './financial-year';
export * from './hsn';
export * from './invoice';
export * from './invoice-number';
