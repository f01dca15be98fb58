export * from './payroll-panel';
