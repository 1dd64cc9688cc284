export * from './categories';
export * from './product';
export * from './product-query';
