export * from './approved-controller';
