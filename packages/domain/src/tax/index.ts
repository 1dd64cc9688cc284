export * from './gst';
