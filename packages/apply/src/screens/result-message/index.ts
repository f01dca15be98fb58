export * from './result-message';
