export * from './lifecycle';
export * from './listing';
export * from './slabs';
