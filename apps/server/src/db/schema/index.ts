export * from './accounts';
export * from './audit';
export * from './catalogue';
export * from './engagement';
export * from './orders';
export * from './outbox';
export * from './memberships';
export * from './wishlists';
