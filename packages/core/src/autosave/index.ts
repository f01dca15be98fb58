export * from './autosave';
