export * from './middleware';
