import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocaleStore } from '../locale';
import { LocaleStoreProvider } from './locale-context';
import { useCurrentLocale } from './use-current-locale';
import { LocaleProvider, useLocale } from './use-locale';

describe('useCurrentLocale: the locale alone, as ui components read it (01 §1)', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("without a provider reads the document's known language, else English", () => {
    document.documentElement.lang = 'es-US';
    expect(renderHook(() => useCurrentLocale()).result.current).toBe('es');
    document.documentElement.lang = 'xx';
    expect(renderHook(() => useCurrentLocale()).result.current).toBe('en');
  });

  it("a LocaleProvider's locale wins over the document's, and a new prop re-renders the reader", () => {
    document.documentElement.lang = 'es';
    function Reader() {
      return <p>locale {useCurrentLocale()}</p>;
    }
    const { rerender } = render(
      <LocaleProvider locale="en">
        <Reader />
      </LocaleProvider>,
    );
    expect(screen.getByText('locale en')).toBeInTheDocument();
    rerender(
      <LocaleProvider locale="es">
        <Reader />
      </LocaleProvider>,
    );
    expect(screen.getByText('locale es')).toBeInTheDocument();
  });

  it("follows the app's own store under LocaleStoreProvider, in the same render as useLocale", () => {
    const store = createLocaleStore({ locale: 'en' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleStoreProvider store={store}>{children}</LocaleStoreProvider>
    );
    const { result } = renderHook(() => ({ alone: useCurrentLocale(), full: useLocale().locale }), {
      wrapper,
    });
    expect(result.current).toEqual({ alone: 'en', full: 'en' });
    act(() => {
      void store.setLocale('es');
    });
    expect(result.current).toEqual({ alone: 'es', full: 'es' });
  });
});
