export * from './one-moment';
