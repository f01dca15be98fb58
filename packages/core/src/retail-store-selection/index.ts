export * from './retail-store-selection';
