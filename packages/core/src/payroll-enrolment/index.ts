export * from './payroll-enrolment';
