export * from './completed-checkout';
