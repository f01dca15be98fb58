import * as React from 'react';
import { useMatches, useNavigate } from 'react-router';
import { t, type MessageCode, type MessageParams, type SessionState } from '@leasekit/core';
import { useCurrentLocale, useStore } from '@leasekit/core/react';
import { getBreadcrumbs, type BreadcrumbItem } from '@leasekit/ui';
import { isAppRouteHandle, pathOf } from '../routes/route-paths';
import { useServices } from './services-context';

/**
 * The current locale (the app's locale store, which `ServicesProvider` provides) and a `t` bound to
 * it, re-rendering when the locale changes.
 */
export function useTranslate() {
  const current = useCurrentLocale();
  const translate = React.useCallback(
    (code: MessageCode | string, params?: MessageParams) => t(code, params, current),
    [current],
  );
  return { locale: current, t: translate };
}

/** A slice of the session state, re-rendering when the slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const { session } = useServices();
  return useStore(session, selector);
}

/** Breadcrumbs of the matched routes, each showing its title in the current locale (01 §2). */
export function useBreadcrumbs(): BreadcrumbItem[] {
  const matches = useMatches();
  const { t: translate } = useTranslate();
  return React.useMemo(
    () =>
      getBreadcrumbs(
        matches.map((match) => {
          const handle = isAppRouteHandle(match.handle) ? match.handle : undefined;
          return { ...match, handle: handle?.title ? { title: translate(handle.title) } : undefined };
        }),
      ),
    [matches, translate],
  );
}

/** The name of the innermost matched route (e.g. `checkout/lease`). */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isAppRouteHandle(handle) && handle.name) return handle.name;
  }
  return undefined;
}

/** The title of the innermost matched route that has one, in the current locale; undefined for none. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  const { t: translate } = useTranslate();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isAppRouteHandle(handle) && handle.title) return translate(handle.title);
  }
  return undefined;
}

/** Navigates to a route name of the core's routing rules (`checkout/lease`) or to a path. */
export function useGoTo() {
  const navigate = useNavigate();
  return React.useCallback(
    (nameOrPath: string, options?: { replace?: boolean; state?: unknown }) => {
      void navigate(pathOf(nameOrPath), options);
    },
    [navigate],
  );
}
