export * from './approved';
