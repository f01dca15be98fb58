import * as React from 'react';

/** What a {@link PortalContainerProvider} gives the dialogs below it. */
export interface PortalContainment {
  /** The element the dialogs render into; null until it has mounted. */
  container: HTMLElement | null;
}

const PortalContainerContext = React.createContext<PortalContainment | null>(null);

/** Props of {@link PortalContainerProvider}. */
export interface PortalContainerProviderProps {
  /**
   * The element the dialogs below render into, positioned (e.g. `position: relative`) so they centre in
   * it; while null (before it mounts) they render nothing.
   */
  container: HTMLElement | null;
  children?: React.ReactNode;
}

/**
 * Keeps the dialogs below it (Modal, ConfirmDialog, IdleModal) inside `container` instead of over the
 * page: centred in the container with their backdrop covering only it, and non-modal, so the page keeps
 * scrolling, its pointer events and its accessibility tree, and an open dialog does not take focus (and
 * scroll the page to itself). For pages that show open dialogs among other content, such as a design
 * system's documentation; without a provider (the default) dialogs open over the whole page, modal.
 */
export function PortalContainerProvider({ container, children }: PortalContainerProviderProps) {
  const value = React.useMemo(() => ({ container }), [container]);
  return <PortalContainerContext.Provider value={value}>{children}</PortalContainerContext.Provider>;
}

/** The nearest {@link PortalContainerProvider}'s containment, or null when dialogs open over the page. */
export function usePortalContainment(): PortalContainment | null {
  return React.useContext(PortalContainerContext);
}

/**
 * Classes that keep a dialog's panel and backdrop inside their container: positioned in it rather than
 * in the window, and as tall as the container at most.
 */
export const containedPanelClassName = 'absolute max-h-[calc(100%-2rem)]';

/** The backdrop of a contained dialog: the dialogs' usual dim, over its container only. */
export const containedOverlayClassName = 'absolute inset-0 z-50 bg-foreground/50';
