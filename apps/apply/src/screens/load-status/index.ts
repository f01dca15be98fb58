export * from './load-status';
