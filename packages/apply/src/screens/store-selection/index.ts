export * from './store-selection';
