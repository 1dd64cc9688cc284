export * from './zones';
export * from './pin-codes';
