export * from './pin-verification';
