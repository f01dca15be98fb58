export * from './option-search';
