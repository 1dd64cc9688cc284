export * from './status';
export * from './dispatch';
export * from './commission';
export * from './seller-details';
export * from './split';
export * from './fulfilment';
export * from './order-shipment';
export * from './order-status';
