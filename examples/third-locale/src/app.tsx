import * as React from 'react';
import { getLocaleInfo, LOCALES, type ApiTransport, type Locale } from '@leasekit/core';
import { useSchemaForm, LocaleProvider } from '@leasekit/core/react';
import { SchemaForm } from '@leasekit/ui/schema-form';
import { ThemeProvider, breezeBrand } from '@leasekit/ui/theme-provider';
import { LANGUAGE_NAMES } from './locales';
import { contactForm } from './schema';

// A transport that answers every submit with success; a real app passes its API client's request.
const transport: ApiTransport = async <TData,>() => ({
  status: true,
  code: 200,
  data: null as TData,
  error: null,
});

/**
 * One form in every registered language (LOCALES: en, es and the app's fr). The switch gives the form
 * store its new locale and re-renders the texts; the store is the same, so what was typed stays.
 */
export function App() {
  const [locale, setLocale] = React.useState<Locale>('en');
  const { form } = useSchemaForm({ transport, schema: contactForm, locale });
  React.useEffect(() => {
    const { intl, dir } = getLocaleInfo(locale);
    document.documentElement.lang = intl;
    document.documentElement.dir = dir;
  }, [locale]);
  return (
    <ThemeProvider brand={breezeBrand} applyToDocument={false}>
      <LocaleProvider locale={locale}>
        <main className="mx-auto flex max-w-xl flex-col gap-6 p-6">
          <nav aria-label="Language" className="flex gap-2">
            {LOCALES.map((code) => (
              <button
                key={code}
                type="button"
                lang={code}
                aria-pressed={code === locale}
                onClick={() => setLocale(code)}
              >
                {LANGUAGE_NAMES[code]}
              </button>
            ))}
          </nav>
          <SchemaForm form={form} />
        </main>
      </LocaleProvider>
    </ThemeProvider>
  );
}
