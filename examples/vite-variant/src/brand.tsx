import type { Brand } from '@leasekit/ui/theme-provider';

/**
 * The Acme brand pack: this object plus ./acme.css (made with `leasekit-theme new acme --primary
 * "#0f5e4d"`). A misspelt message code here fails `tsc`.
 */
export const acmeBrand: Brand = {
  id: 'acme',
  name: 'Acme Lease',
  supportPhone: '(877) 555-0142',
  contactPhone: '(866) 555-0177',
  url: 'https://acme.example',
  logo: <img src="/acme.svg" alt="Acme Lease" width={120} height={28} />,
  fonts: ['/fonts/acme.css'],
  messages: {
    en: {
      'app.store.heading': 'Pick your Acme store',
      'validation.required': 'Acme needs your {field}.',
    },
    es: {
      'app.store.heading': 'Elija su tienda Acme',
      'validation.required': 'Acme necesita su {field}.',
    },
  },
};
