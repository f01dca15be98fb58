import type { AppServices } from '../../app/services';

/**
 * The navigation state for opening the checkpoint redirect right after an exchange has filled the session
 * (the resume screen): the redirect then routes by the session without exchanging the token again. The
 * mark lives in the services' memory (`restoredMarks`), so a reload of the redirect screen (history keeps the state) exchanges afresh.
 */
export function getSessionRestoredState(services: Pick<AppServices, 'restoredMarks'>): {
  sessionRestored: string;
} {
  const { restoredMarks } = services;
  const mark = `${Date.now()}-${restoredMarks.size}`;
  restoredMarks.add(mark);
  return { sessionRestored: mark };
}

/** Whether a navigation state is one of this page's {@link getSessionRestoredState} marks. */
export function isSessionRestored(services: Pick<AppServices, 'restoredMarks'>, state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const mark = 'sessionRestored' in state ? state.sessionRestored : undefined;
  return typeof mark === 'string' && services.restoredMarks.has(mark);
}
