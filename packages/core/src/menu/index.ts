export * from './menu-registry';
