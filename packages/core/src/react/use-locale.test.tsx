import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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
