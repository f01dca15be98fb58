export * from './records';
export * from './requests';
export type * from './application-calls';
export * from './checkout-calls';
