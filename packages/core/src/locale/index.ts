export * from './locale-store';
