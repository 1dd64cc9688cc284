export * from './zones';
export * from './pin-codes';
export * from './gst-state-codes';
