export * from './card-payment';
