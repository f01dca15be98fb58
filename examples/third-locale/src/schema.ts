import type { FormSchema } from '@leasekit/core/form';

/**
 * One schema for every language: the app's own codes, texts per locale (French left out of some, which
 * then show in English) and a built-in code for the button.
 */
export const contactForm: FormSchema = {
  action: '/contact',
  title: { code: 'shop.contact.title' },
  buttons: [{ label: { code: 'common.continue' }, type: 'submit' }],
  children: [
    {
      name: 'last_name',
      type: 'text',
      label: { en: 'Last name', es: 'Apellido', fr: 'Nom' },
      description: { code: 'shop.contact.hint' },
      required: true,
    },
    { name: 'city', type: 'text', label: { en: 'City', es: 'Ciudad' }, required: true },
    {
      name: 'contact_by',
      type: 'select',
      label: { en: 'Contact me by', es: 'Contactarme por', fr: 'Me contacter par' },
      options: [
        { value: 'phone', text: { en: 'Phone', es: 'Teléfono', fr: 'Téléphone' } },
        { value: 'email', text: 'Email' },
      ],
    },
  ],
};
