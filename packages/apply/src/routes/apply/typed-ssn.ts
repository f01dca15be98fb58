import { createTypedSsnMemory } from '@leasekit/core/apply';

/**
 * The SSNs as typed in this page session, kept in memory only (never in storage, a URL or a log): the
 * confirmation's previous-customer and pre-approval checks need the full number, and the server only
 * ever sends it back masked. One memory for the page, shared by the step and single-page controllers.
 */
export const typedSsns: ReturnType<typeof createTypedSsnMemory> = createTypedSsnMemory();

/** Remembers the SSN typed on the applicant or co-applicant info step. */
export const rememberTypedSsn = typedSsns.remember;

/** The SSNs typed in this page session, or null. */
export const getTypedSsns: ReturnType<typeof createTypedSsnMemory>['get'] = typedSsns.get;
