export * from './checkpoint';
