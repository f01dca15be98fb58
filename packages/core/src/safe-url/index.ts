export * from './safe-url';
