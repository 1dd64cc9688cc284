export * from './catalogue';
export * from './orders';
