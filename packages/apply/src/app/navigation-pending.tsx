import * as React from 'react';

/** Whether the router is on its way to another location right now (its live state, not the rendered one). */
export type NavigationPending = () => boolean;

const NavigationPendingContext = React.createContext<NavigationPending>(() => false);

/** Provides the router's live {@link NavigationPending}. */
export const NavigationPendingProvider = NavigationPendingContext.Provider;

/**
 * The router's live "navigation under way" test. The router renders its state in a transition, so a
 * screen that changes in the same click as a navigation (a wizard step that also opens the identity
 * check) renders before `useNavigation` shows the navigation; this reads the router itself. Outside a
 * {@link NavigationPendingProvider} (tests, stories) nothing is ever pending.
 */
export function useNavigationPending(): NavigationPending {
  return React.useContext(NavigationPendingContext);
}
