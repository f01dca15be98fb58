import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type * as React from 'react';
import { createAppRoutes, getRouteLoader } from '../routes/route-table';
import { RouteLoaderProvider, useRouteLoader } from './route-loader';

describe('performance: a route preloads another route through the route loader it is given', () => {
  it('outside a provider (tests, stories) the loader loads nothing', () => {
    const { result } = renderHook(() => useRouteLoader());
    expect(result.current('/result/approved')).toBeNull();
  });

  it("inside the router's provider it is the registered routes' loader", () => {
    const loadRoute = getRouteLoader(createAppRoutes());
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <RouteLoaderProvider value={loadRoute}>{children}</RouteLoaderProvider>
    );
    const { result } = renderHook(() => useRouteLoader(), { wrapper });
    expect(result.current).toBe(loadRoute);
  });
});
