export * from './status';
export * from './dispatch';
export * from './commission';
export * from './seller-details';
export * from './split';
export * from './order-shipment';
