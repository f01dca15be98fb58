export * from './completed-redirect';
