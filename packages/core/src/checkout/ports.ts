/** How a controller moves the app: a path of the app's router, replacing the history entry or not. */
export type NavigatePort = (path: string, options?: { replace?: boolean }) => void;

/** A short message a controller shows the shopper (a toast): its kind and its text in the locale. */
export interface ControllerNotice {
  kind: 'success' | 'error' | 'info';
  message: string;
}

/** Shows a {@link ControllerNotice}; `id` names a notice that replaces the last one of that id. */
export type NotifyPort = (notice: ControllerNotice, id?: string) => void;
