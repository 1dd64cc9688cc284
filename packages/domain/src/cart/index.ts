export * from './cart-lines';
export * from './messages';
export * from './quantity';
export * from './stored-cart';
export * from './reorder';
