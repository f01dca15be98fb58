export * from './tracker';
