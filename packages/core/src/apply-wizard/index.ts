export * from './apply-wizard';
export * from './step-rules';
export * from './lookups';
export * from './step-behaviour';
export * from './confirmation';
export * from './session-restore';
export * from './hvac-questions';
export * from './confirmation-edit';
