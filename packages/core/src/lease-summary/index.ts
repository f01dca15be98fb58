export * from './lease-summary';
export * from './technician-memory';
