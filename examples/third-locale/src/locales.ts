// Everything this app knows about languages, in one module: the shipped Spanish, its own French and
// its own message codes. Nothing here edits @leasekit/core: the registry interfaces are augmented and
// the texts registered at run time.
import { registerLocale, registerMessages, type Locale } from '@leasekit/core';
import { es } from '@leasekit/core/messages/es';

declare module '@leasekit/core' {
  interface LocaleRegistry {
    fr: true;
  }
  interface AppMessages {
    'shop.contact.title': string;
    'shop.contact.hint': string;
  }
}

// The app's own codes, in English and Spanish (French below, with its catalogue).
registerMessages('en', {
  'shop.contact.title': 'Contact details',
  'shop.contact.hint': 'As it appears on your ID',
});
registerMessages('es', {
  'shop.contact.title': 'Datos de contacto',
  'shop.contact.hint': 'Como aparece en su identificación',
});

registerLocale('es', es);
// French: a few texts only. Every code it lacks (the select's 'Select...', '(optional)', the other
// validation messages) shows in English, the default locale, as every catalogue falls back to it.
registerLocale(
  'fr',
  {
    'common.continue': 'Continuer',
    'common.thereIsAProblem': 'Il y a un problème',
    'validation.required': 'Saisissez {field}',
    'shop.contact.title': 'Coordonnées',
    'shop.contact.hint': 'Tel qu’indiqué sur votre pièce d’identité',
  },
  { intl: 'fr-FR' },
);

/** Each locale's name in its own language, for the switch: a Record over Locale, so 'fr' is required. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français' };
