export * from './payment-calculator';
