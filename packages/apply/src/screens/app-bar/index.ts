export * from './app-bar';
export * from './fill-menu';
