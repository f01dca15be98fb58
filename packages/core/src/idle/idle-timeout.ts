// Its own module, apart from the idle timer: the app shell reads a screen's time-out on every route,
// while the timer itself loads on demand, and a bundler splitting by module then leaves the timer out
// of the first route.

/** Default inactivity time-out: 60000 ms (03 §9). */
export const IDLE_TIMEOUT_DEFAULT = 60000;
/** Inactivity time-out on the result screens: 15 minutes, 900000 ms (03 §9). */
export const IDLE_TIMEOUT_RESULT_SCREEN = 900000;
/** Inactivity time-out app-wide: 30 minutes, 1800000 ms (03 §9). */
export const IDLE_TIMEOUT_APP = 1800000;

/** The result screens (03 §2): approved, denied, contract in progress and contact store. */
const RESULT_SCREENS: ReadonlySet<string> = new Set([
  'approved',
  'denied',
  'contract-in-progress',
  'contact-store',
]);

/**
 * The inactivity time-out of a screen (03 §9): 900000 ms on a result screen, 1800000 ms anywhere else in
 * the app. `screen` is a route name, as the core's routing rules name them (`approved`) or under a
 * `result/` prefix (`result/approved`); none counts as app-wide.
 */
export function getIdleTimeout(screen: string | undefined): number {
  const name = screen?.startsWith('result/') ? screen.slice('result/'.length) : screen;
  return name !== undefined && RESULT_SCREENS.has(name) ? IDLE_TIMEOUT_RESULT_SCREEN : IDLE_TIMEOUT_APP;
}
