export * from './reports';
export * from './hsn';
