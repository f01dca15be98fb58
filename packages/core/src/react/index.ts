export { useStore } from './use-store';
export * from './use-api-client';
export * from './use-schema-form';
export * from './use-option-search';
export * from './use-list';
export * from './use-autosave';
