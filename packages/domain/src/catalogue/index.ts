export * from './categories';
export * from './product';
export * from './product-filter';
export * from './product-query';
export * from './values';
export * from './search';
