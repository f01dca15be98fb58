import type { Technician } from '../rules/lease-summary';
import { createStore, type Store } from '../stores/store';

/**
 * What the lease summary and the e-sign share between screens (01 §6, 02 §3): the HVAC technician as
 * typed, in memory only (never persisted), and the server's messages about it.
 */
export interface TechnicianMemoryState {
  /** The technician typed on the lease summary, sent with the e-sign; all fields '' by default. */
  technician: Technician;
  /**
   * The server's messages for technician fields when it refused the e-sign (422, 01 §6), shown on the
   * lease summary's technician form until the field is changed. Empty by default.
   */
  technicianServerErrors: Partial<Record<keyof Technician, string>>;
}

/** The technician memory: a plain store the lease summary and e-sign flow both read and write. */
export type TechnicianMemory = Store<TechnicianMemoryState>;

/** An empty technician (every field ''). */
function getEmptyTechnician(): Technician {
  return { name: '', phone: '', email: '', quote: '' };
}

/** Creates the technician memory (01 §6): an empty technician and no server messages. */
export function createTechnicianMemory(): TechnicianMemory {
  return createStore<TechnicianMemoryState>({ technician: getEmptyTechnician(), technicianServerErrors: {} });
}
