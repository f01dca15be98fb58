export * from './middleware';
export * from './route-registry';
