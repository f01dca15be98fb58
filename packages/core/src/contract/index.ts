export * from './records';
export * from './requests';
export * from './checkout-calls';
