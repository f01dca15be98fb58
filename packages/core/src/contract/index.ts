export * from './records';
export * from './requests';
