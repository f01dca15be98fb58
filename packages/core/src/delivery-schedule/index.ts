export * from './delivery-schedule';
