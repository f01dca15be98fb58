export * from './idle-timer';
export * from './idle-timeout';
