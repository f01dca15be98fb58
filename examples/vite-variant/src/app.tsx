import * as React from 'react';
import { t, type ApiTransport, type Locale } from '@leasekit/core';
import { type FormSchema } from '@leasekit/core/form';
import { useSchemaForm, LocaleProvider } from '@leasekit/core/react';
import { Button } from '@leasekit/ui/button';
import { DatePicker } from '@leasekit/ui/date-picker';
import { Modal } from '@leasekit/ui/modal';
import { SchemaForm } from '@leasekit/ui/schema-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@leasekit/ui/select';
import { BrandLogo, ThemeProvider, useBrand } from '@leasekit/ui/theme-provider';
import { Toaster, toast } from '@leasekit/ui/toaster';
import applicationForm from './application.form.json';
import { acmeBrand } from './brand';

// A transport that answers every submit with success; a real variant passes its API client's request.
const transport: ApiTransport = async <TData,>() => ({
  status: true,
  code: 200,
  data: null as TData,
  error: null,
});

function Contact() {
  const brand = useBrand();
  return (
    <p>
      {brand.name}: call {brand.contactPhone}, support {brand.supportPhone}
    </p>
  );
}

export function App() {
  const [locale, setLocale] = React.useState<Locale>('en');
  const [date, setDate] = React.useState<Date | null>(null);
  const { form } = useSchemaForm({ transport, schema: applicationForm as FormSchema, locale });
  return (
    <ThemeProvider brand={acmeBrand}>
      <LocaleProvider locale={locale}>
        <header>
          <BrandLogo />
          <Select value={locale} onValueChange={(value) => setLocale(value as Locale)}>
            <SelectTrigger aria-label="Language">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="en">English</SelectItem>
              <SelectItem value="es">Español</SelectItem>
            </SelectContent>
          </Select>
        </header>
        <main>
          <h1>{t('app.store.heading', undefined, locale)}</h1>
          <Contact />
          <SchemaForm form={form} onSuccess={() => toast.success('Saved')} />
          <DatePicker value={date} onValueChange={setDate} label="Delivery date" />
          <Modal trigger={<Button variant="outline">About Acme</Button>} title="About Acme Lease">
            <p>Lease-to-own with Acme.</p>
          </Modal>
        </main>
        <Toaster />
      </LocaleProvider>
    </ThemeProvider>
  );
}
