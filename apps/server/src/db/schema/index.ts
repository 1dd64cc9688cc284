export * from './accounts';
export * from './catalogue';
export * from './engagement';
export * from './orders';
export * from './outbox';
