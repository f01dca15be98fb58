export * from './e-sign-flow';
