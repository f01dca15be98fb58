import type { ApiTransport } from '../api/types';
import type { HostBridge } from '../host-bridge/host-bridge';
import type { SessionStore } from '../session/session-store';

/**
 * Opens a route by name or path (`'checkpoint'`, `'/intellicheck'`); `replace` takes the current history
 * entry over and `state` is the entry's navigation state. The app's router provides it.
 */
export type GoTo = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** What every wizard controller works with: the API, the session, the host page and the app's router. */
export interface WizardPorts {
  /** Performs the calls (the API client's `request`). */
  transport: ApiTransport;
  /** The shopper's session: the controllers read it and are the only ones in the wizard to write it. */
  session: SessionStore;
  /** The host page's bridge (04); only the messages the controller sends are needed. */
  host: Pick<HostBridge, 'inProgress'>;
  /** The app's navigation. */
  goTo: GoTo;
}
