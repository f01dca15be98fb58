import type { FieldSchema, FormSchema } from '@leasekit/core/form';
import type { MenuItemDefinition } from '@leasekit/core/menu';

/** Where every example form submits: the playground's endpoint (src/routes/playground.ts). */
export const SUBMIT_ACTION = '/api/v1/playground/submit';

const OPTIONS_URL = '/api/v1/toolkit/options';

const upload: FieldSchema = {
  name: 'documents',
  type: 'file',
  label: 'Documents',
  url: '/api/v1/files',
  deleteUrl: '/api/v1/files/delete',
  multiple: true,
  max: 2,
};
const datePicker: FieldSchema = {
  name: 'pay_date',
  type: 'datepicker',
  label: 'Next Pay Date',
  required: true,
};
const recurrence: FieldSchema = { name: 'schedule', type: 'recurrence', label: 'Payment schedule' };
const multiSelect: FieldSchema = {
  name: 'languages',
  type: 'multiselect',
  label: 'Languages',
  max: 3,
  options: ['English', 'Spanish', 'French', 'German', 'Portuguese'],
};
const collection: FieldSchema = {
  name: 'references',
  type: 'collection',
  label: 'Reference',
  min: 1,
  max: 3,
  children: [
    { name: 'name', type: 'text', label: 'Name', required: true, grid: { cols: 6 } },
    { name: 'phone', type: 'phone', label: 'Phone', grid: { cols: 6 } },
  ],
};
const reference: FieldSchema = { name: 'item', type: 'reference', label: 'Item', url: OPTIONS_URL };
const taggable: FieldSchema = {
  name: 'tag',
  type: 'select',
  label: 'Tag',
  url: OPTIONS_URL,
  taggable: true,
  taggableUrl: OPTIONS_URL,
};
const serverSearch: FieldSchema = {
  name: 'product',
  type: 'select',
  label: 'Product',
  url: OPTIONS_URL,
  searchable: true,
  groupKey: 'group',
};
const dateRange: FieldSchema = { name: 'delivery', type: 'daterange', label: 'Delivery window' };
/** Passes every browser check; the server refuses 'taken@example.com' (a 422 on the field). */
const email: FieldSchema = {
  name: 'email',
  type: 'email',
  label: 'Email',
  required: true,
  rules: 'email|unique',
};

const form = (title: string, children: FieldSchema[]): FormSchema => ({
  action: SUBMIT_ACTION,
  title,
  children,
  buttons: [{ label: 'Submit', type: 'submit' }],
});

/** One example of the playground: its id (the URL's `example=`), its menu label and its schema. */
export interface PlaygroundExample {
  id: string;
  label: { en: string; es: string };
  schema: FormSchema;
}

/** An example form per widget of the toolkit, and one with every widget. */
export const EXAMPLES: readonly PlaygroundExample[] = [
  {
    id: 'upload',
    label: { en: 'File upload', es: 'Carga de archivos' },
    schema: form('File upload', [upload]),
  },
  {
    id: 'date-picker',
    label: { en: 'Date picker', es: 'Selector de fecha' },
    schema: form('Date picker', [datePicker]),
  },
  {
    id: 'recurrence',
    label: { en: 'Recurrence', es: 'Recurrencia' },
    schema: form('Recurrence', [recurrence]),
  },
  {
    id: 'multi-select',
    label: { en: 'Multi-select', es: 'Selección múltiple' },
    schema: form('Multi-select', [multiSelect]),
  },
  {
    id: 'collection',
    label: { en: 'Collection', es: 'Colección' },
    schema: form('Collection', [collection]),
  },
  {
    id: 'reference',
    label: { en: 'Reference input', es: 'Campo de referencia' },
    schema: form('Reference input', [reference]),
  },
  {
    id: 'taggable',
    label: { en: 'Taggable select', es: 'Selección con etiquetas' },
    schema: form('Taggable select', [taggable]),
  },
  {
    id: 'server-search',
    label: { en: 'Server search select', es: 'Selección con búsqueda' },
    schema: form('Server search select', [serverSearch]),
  },
  {
    id: 'date-range',
    label: { en: 'Date range', es: 'Rango de fechas' },
    schema: form('Date range', [dateRange]),
  },
  {
    id: 'everything',
    label: { en: 'Everything', es: 'Todo' },
    schema: form('Everything', [
      email,
      upload,
      datePicker,
      dateRange,
      recurrence,
      multiSelect,
      collection,
      reference,
      taggable,
      serverSearch,
    ]),
  },
];

/** The examples as the playground's menu (01 §1 "a menu and locale registry"), in both languages. */
export const EXAMPLE_MENU: MenuItemDefinition[] = EXAMPLES.map((example, order) => ({
  id: example.id,
  label: example.label,
  href: `#example=${example.id}`,
  order,
}));
