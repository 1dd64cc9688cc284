export * from './values';
export * from './dates';
export * from './opening-status';
export * from './pipeline';
export * from './match';
export * from './completion';
export * from './schemas';
