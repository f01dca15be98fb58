export * from './payment-calculator';
export * from './express-pay';
