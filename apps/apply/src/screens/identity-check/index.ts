export * from './identity-check';
