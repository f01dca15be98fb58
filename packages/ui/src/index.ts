/** Placeholder until the component toolkit lands: the package name, for smoke tests. */
export const UI_PACKAGE = '@leasekit/ui';
