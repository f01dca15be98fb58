import type { ButtonSchema, FieldSchema, FormSchema, SectionSchema, SelectOption } from './forms';

/** The languages the sandbox serves its form schemas in; English is the spec's own text. */
export type FormLocale = 'en' | 'es';

/**
 * The Spanish of every text the sandbox's form schemas carry (labels, placeholders, options, titles,
 * buttons), keyed by the English. The sandbox stands in for a lender that localises its own forms; the
 * English texts stay the spec's verbatim.
 */
const ES: Record<string, string> = {
  // Labels.
  'Add an additional income': 'Agregar un ingreso adicional',
  'Additional Gross Income': 'Ingreso bruto adicional',
  'Additional Income Source': 'Fuente de ingreso adicional',
  'Additional Pay Frequency': 'Frecuencia de pago adicional',
  'Apt / Suite': 'Apto. / Suite',
  'Bank Name': 'Nombre del banco',
  'Checking Account Number': 'Número de cuenta corriente',
  City: 'Ciudad',
  'Confirm Checking Account Number': 'Confirme el número de cuenta corriente',
  'Date of Birth': 'Fecha de nacimiento',
  'Driver License / ID Number': 'Número de licencia de conducir / identificación',
  Email: 'Correo electrónico',
  'Employer Phone': 'Teléfono del empleador',
  Employer: 'Empleador',
  Ext: 'Ext.',
  'First Name': 'Nombre',
  'First Pay Day': 'Primer día de pago',
  'Gross Income (per pay period)': 'Ingreso bruto (por período de pago)',
  'Home Type': 'Tipo de vivienda',
  'I am a co-owner': 'Soy copropietario',
  'I have a co-applicant and confirm they live at the same address':
    'Tengo un cosolicitante y confirmo que vive en la misma dirección',
  'I would like to add my banking details now': 'Me gustaría agregar mis datos bancarios ahora',
  'ID Issuing State': 'Estado emisor de la identificación',
  'Income Source': 'Fuente de ingresos',
  'Last Name': 'Apellido',
  'Middle Name': 'Segundo nombre',
  'Mobile Phone': 'Teléfono móvil',
  'Monthly Mortgage Payment': 'Pago mensual de la hipoteca',
  'Mortgage Holder Name': 'Nombre del acreedor hipotecario',
  'Name of Landowner': 'Nombre del propietario del terreno',
  'Name on Property Deed': 'Nombre en la escritura de la propiedad',
  'Next Pay Date': 'Próxima fecha de pago',
  Ownership: 'Tenencia',
  'Pay Frequency': 'Frecuencia de pago',
  'Phone of Landowner': 'Teléfono del propietario del terreno',
  Product: 'Producto',
  'Promo Code': 'Código promocional',
  'Routing Number': 'Número de ruta bancaria',
  'Second Pay Day': 'Segundo día de pago',
  'Social Security Number': 'Número de Seguro Social',
  State: 'Estado',
  Store: 'Tienda',
  'Street Address': 'Dirección',
  'Title / Department': 'Cargo / Departamento',
  'Zip Code': 'Código postal',
  // Placeholders.
  'MM/DD/YYYY': 'MM/DD/AAAA',
  // Options (the same texts as the core catalogue's application.option.*).
  Weekly: 'Semanal',
  'Bi-weekly': 'Cada dos semanas',
  'Semi-monthly': 'Dos veces al mes',
  Monthly: 'Mensual',
  Employment: 'Empleo',
  'Self-employed': 'Trabajo por cuenta propia',
  'Military (E3)': 'Militar (E3)',
  'Military (E4)': 'Militar (E4)',
  'Social Security': 'Seguro Social',
  Disability: 'Discapacidad',
  Retirement: 'Jubilación',
  Other: 'Otro',
  'Single family home': 'Casa unifamiliar',
  Townhouse: 'Casa adosada',
  Condominium: 'Condominio',
  'Manufactured home on owned land': 'Casa prefabricada en terreno propio',
  'Manufactured home on leased land': 'Casa prefabricada en terreno arrendado',
  Rent: 'Alquila',
  'Own with a loan': 'Propia con préstamo',
  'Own without a loan': 'Propia sin préstamo',
  YES: 'SÍ',
  NO: 'NO',
  // HVAC qualifying questions.
  'Do you own the home where the equipment will be installed?':
    '¿Es usted dueño de la vivienda donde se instalará el equipo?',
  'Is this home your primary residence?': '¿Es esta vivienda su residencia principal?',
  'Have you had a steady source of income for the last 3 months?':
    '¿Ha tenido una fuente de ingresos estable durante los últimos 3 meses?',
  'Do you have an active checking account?': '¿Tiene una cuenta corriente activa?',
  // Titles.
  "Let's Get Started": 'Comencemos',
  'Instant Approvals up to $18,000': 'Aprobaciones instantáneas de hasta $18,000',
  'Applicant Info': 'Datos del solicitante',
  'Applicant Address': 'Dirección del solicitante',
  'Home Ownership': 'Propiedad de la vivienda',
  'Applicant Income': 'Ingresos del solicitante',
  'Applicant Banking': 'Datos bancarios del solicitante',
  'Co-Applicant': 'Cosolicitante',
  'Co-Applicant Info': 'Datos del cosolicitante',
  'Co-Applicant Income': 'Ingresos del cosolicitante',
  Application: 'Solicitud',
  'Banking Details': 'Datos bancarios',
  // Delivery services and shipping (the checkout's delivery step).
  'Standard delivery': 'Entrega estándar',
  'Delivery and installation': 'Entrega e instalación',
  'Haul-away of old item': 'Retiro del artículo viejo',
  'Ground (5-7 business days)': 'Terrestre (5 a 7 días hábiles)',
  'Express (2 business days)': 'Exprés (2 días hábiles)',
  'No store has this item in stock.': 'Ninguna tienda tiene este artículo en existencia.',
  'This item cannot be shipped.': 'Este artículo no se puede enviar.',
  'This item cannot be delivered.': 'Este artículo no se puede entregar.',
  // Buttons.
  Continue: 'Continuar',
  Back: 'Atrás',
  Skip: 'Omitir',
};

/** The owner-address labels of the HVAC form are 'Owner <address label>'. */
const OWNER_PREFIX = 'Owner ';

/** One text in the locale: the Spanish when the dictionary has it, else the English as is. */
export function localizeText(text: string, locale: FormLocale): string {
  if (locale !== 'es') return text;
  if (ES[text]) return ES[text];
  if (text.startsWith(OWNER_PREFIX)) {
    const rest = localizeText(text.slice(OWNER_PREFIX.length), locale);
    return `${rest} del propietario`;
  }
  return text;
}

/**
 * The locale a request asks for: `es` when its `Accept-Language` names Spanish before English (any
 * `es-*` tag, quality weights honoured), else `en`. A missing or malformed header is English.
 */
export function getRequestLocale(acceptLanguage: string | null | undefined): FormLocale {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'es' || tag.startsWith('es-')) return 'es';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

function localizeOptions(options: SelectOption[] | undefined, locale: FormLocale) {
  return options?.map((option) => ({ ...option, text: localizeText(option.text, locale) }));
}

function localizeField(field: FieldSchema, locale: FormLocale): FieldSchema {
  return {
    ...field,
    label: localizeText(field.label, locale),
    ...(field.placeholder ? { placeholder: localizeText(field.placeholder, locale) } : {}),
    ...(field.options ? { options: localizeOptions(field.options, locale) } : {}),
  };
}

function localizeButton(button: ButtonSchema, locale: FormLocale): ButtonSchema {
  return { ...button, label: localizeText(button.label, locale) };
}

/**
 * A form schema in the locale (labels, placeholders, options, titles and buttons); values, names and
 * rules are untouched. English returns the schema as built.
 */
export function localizeSchema(schema: FormSchema, locale: FormLocale): FormSchema {
  if (locale === 'en') return schema;
  return {
    ...schema,
    title: localizeText(schema.title, locale),
    buttons: schema.buttons.map((button) => localizeButton(button, locale)),
    children: schema.children.map((child) =>
      child.type === 'section'
        ? {
            ...(child as SectionSchema),
            title: localizeText((child as SectionSchema).title, locale),
            children: (child as SectionSchema).children.map((field) => localizeField(field, locale)),
          }
        : localizeField(child as FieldSchema, locale),
    ),
  };
}
