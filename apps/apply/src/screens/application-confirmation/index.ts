export * from './application-confirmation';
