import type { GoTo } from '../apply/ports';
import { createStore, type ReadableStore } from '../stores/store';
import { createCheckpointResume, type CheckpointResumeOptions } from './checkpoint-resume';

/** Options of {@link createResumeController}: the resume's, with the router and what the app preloads. */
export interface ResumeControllerOptions extends CheckpointResumeOptions {
  /** The app's navigation by route name: the destination opens in place of the resume link's entry. */
  goTo: GoTo;
  /**
   * The navigation state that tells the destination the exchange has just filled the session, so it
   * does not refresh it again (a mark the app keeps); none by default.
   */
  restoredState?: () => unknown;
  /**
   * Called just before the checkpoint redirect opens: it routes by the session this exchange has just
   * filled, so the code of where it goes may start loading now; none by default.
   */
  preloadRedirect?: () => void;
}

/** What the resume screen shows: 'One moment please...' until it leaves, or the may-not-continue screen. */
export interface ResumeControllerState {
  /** True once a cancel link cancelled the checkout and the app stays (embedded): may-not-continue. */
  cancelled: boolean;
}

/** The controller of the resume route `/checkpoint/:token/:iframe/:process?` (03 §4). */
export interface ResumeController extends ReadableStore<ResumeControllerState> {
  /** The may-not-continue screen's Return: the host closes the app (04). */
  close(): void;
}

/**
 * Creates the controller of the resume route (03 §4, 04): at its first mount it runs the checkpoint
 * resume (`createCheckpointResume`: the ticket's exchange, the session, the host messages, a cancel
 * link) once, and opens where it goes in place of the link's entry, so the ticket leaves the address
 * bar; a filled session's destination gets `restoredState`, and the checkpoint redirect's own
 * destination is preloaded first. An end of the mount does not stop it, and neither does `dispose`: the
 * exchange's token is used once, and what it started (cancel call, host messages) is finished.
 */
export function createResumeController(options: ResumeControllerOptions): ResumeController {
  const resume = createCheckpointResume(options);
  const store = createStore<ResumeControllerState>({ cancelled: false });
  let started = false;
  store.onMount(() => {
    if (started) return;
    started = true;
    void resume.run().then((destination) => {
      store.setState({ cancelled: resume.getState().status === 'cancelled' });
      if (!destination) return;
      if (destination === 'checkpoint/redirect') options.preloadRedirect?.();
      const restored = resume.getState().restored ? { state: options.restoredState?.() } : {};
      options.goTo(destination, { replace: true, ...restored });
    });
  });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    mount: store.mount,
    dispose: store.dispose,
    close: () => void options.host.close(),
  };
}
