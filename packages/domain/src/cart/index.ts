export * from './cart-lines';
export * from './quantity';
export * from './stored-cart';
export * from './reorder';
