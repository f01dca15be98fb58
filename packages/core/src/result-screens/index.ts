export * from './approved-controller';
export * from './payroll-panel-controller';
export * from './message-controller';
