export * from './host-bridge';
