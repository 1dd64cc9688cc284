export * from './lifecycle';
export * from './listing';
export * from './slabs';
export * from './files';
export * from './sheet';
