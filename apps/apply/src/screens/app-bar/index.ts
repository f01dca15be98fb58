export * from './app-bar';
