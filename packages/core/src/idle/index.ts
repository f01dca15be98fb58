export * from './idle-timer';
