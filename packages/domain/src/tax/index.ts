export * from './gst';
export * from './gst-rates';
export * from './line-tax';
