export * from './accounts';
export * from './reference';
export * from './catalogue';
export * from './calendar';
export * from './orders';
export * from './sync';
export * from './provider';
export * from './coupons';
