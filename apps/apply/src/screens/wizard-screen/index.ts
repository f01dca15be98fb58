export * from './wizard-screen';
