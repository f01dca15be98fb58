export * from './checkpoint-resume';
