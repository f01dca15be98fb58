// The recurrence entry (@leasekit/core/recurrence): kept out of the main entry because rrule is large.
export * from './recurrence';
