import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocaleStore } from '../locale';
import { LocaleStoreProvider } from './locale-context';
import { LocaleProvider, useLocale, useT } from './use-locale';

describe('useT / useLocale (01 §1: en and es with English fallback)', () => {
  it('English without a provider', () => {
    const { result } = renderHook(() => useT());
    expect(result.current('errors.upload.failed')).toBe('Unable to upload file');
  });

  it('the provider locale applies; setLocale and a new prop switch it', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleProvider locale="es">{children}</LocaleProvider>
    );
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current.locale).toBe('es');
    expect(result.current.t('errors.upload.failed')).toBe('No se pudo subir el archivo');
    act(() => {
      void result.current.setLocale('en');
    });
    expect(result.current.t('errors.upload.failed')).toBe('Unable to upload file');
  });

  it('a changed locale prop re-renders consumers', () => {
    function Text() {
      return <p>{useT()('errors.upload.failed')}</p>;
    }
    const { rerender } = render(
      <LocaleProvider>
        <Text />
      </LocaleProvider>,
    );
    expect(screen.getByText('Unable to upload file')).toBeInTheDocument();
    rerender(
      <LocaleProvider locale="es">
        <Text />
      </LocaleProvider>,
    );
    expect(screen.getByText('No se pudo subir el archivo')).toBeInTheDocument();
  });
});

describe('useLocale without a provider (a page that only sets <html lang>)', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('reads a known locale from the document language', () => {
    document.documentElement.lang = 'es-US';
    const { result } = renderHook(() => useLocale());
    expect(result.current.locale).toBe('es');
    expect(result.current.t('errors.upload.failed')).toBe('No se pudo subir el archivo');
  });

  it('falls back to English for an unknown document language', () => {
    document.documentElement.lang = 'xx';
    const { result } = renderHook(() => useLocale());
    expect(result.current.locale).toBe('en');
    expect(result.current.t('errors.upload.failed')).toBe('Unable to upload file');
  });

  it('switches nothing: a switch needs a provider', async () => {
    document.documentElement.lang = 'es';
    const { result } = renderHook(() => useLocale());
    await act(() => result.current.setLocale('en'));
    expect(result.current.locale).toBe('es');
  });

  it('a provider wins over the document language', () => {
    document.documentElement.lang = 'es';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleProvider locale="en">{children}</LocaleProvider>
    );
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current.locale).toBe('en');
  });
});

describe("LocaleStoreProvider: the app's own locale store", () => {
  it('provides that store: its switches reach consumers, with no copy of the locale', () => {
    const store = createLocaleStore({ locale: 'es' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LocaleStoreProvider store={store}>{children}</LocaleStoreProvider>
    );
    const { result } = renderHook(() => useLocale(), { wrapper });
    expect(result.current.locale).toBe('es');
    act(() => {
      void store.setLocale('en');
    });
    expect(result.current.locale).toBe('en');
    expect(result.current.setLocale).toBe(store.setLocale);
  });
});
