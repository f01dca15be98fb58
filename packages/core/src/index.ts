// Public entry of @leasekit/core. Each module appends its own export line; keep them one per line.
export * from './messages';
export * from './rules/income';
export * from './stores/store';
export * from './stores/timers';
export * from './api/types';
export * from './host-bridge';
export * from './rules/format';
export * from './rules/lists';
export * from './rules/hvac';
export * from './idle';
export * from './locale';
export * from './menu';
export * from './tracking';
export * from './completed-redirect';
export * from './rules/validation';
export * from './rules/errors';
export * from './uploads';
