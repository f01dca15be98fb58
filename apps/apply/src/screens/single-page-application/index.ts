export * from './single-page-application';
