export * from './lifecycle';
export * from './listing';
export * from './slabs';
export * from './sheet';
