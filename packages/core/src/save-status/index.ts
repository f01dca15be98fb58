export * from './save-status';
