// The main entry takes the contract's types only: its schemas stay with the calls' definitions
// (contract/calls/*.ts), imported by the stores that make the calls.
export type * from './records';
export type * from './calls/application';
export type * from './calls/checkout';
export type * from './calls/identity';
