export * from './single-page-application';
export * from './section-form';
