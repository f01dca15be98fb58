export * from './hvac-questions';
