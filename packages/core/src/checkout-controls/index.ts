export * from './checkout-controls';
