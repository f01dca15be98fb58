import type { FormLocale } from './forms-es';
import type { ApprovedMessage, Determination } from './types';

/** The Spanish of the decision's fixed texts (offer notes, subtitles), keyed by the English. */
const ES: Record<string, string> = {
  '12 month lease': 'Arrendamiento de 12 meses',
  '18 month lease': 'Arrendamiento de 18 meses',
  '13 month lease': 'Arrendamiento de 13 meses',
  '12 month lease with security deposit': 'Arrendamiento de 12 meses con depósito de garantía',
  'Your approval is valid for 180 days.': 'Su aprobación es válida por 180 días.',
  'Choose the lease option that suits you.': 'Elija la opción de arrendamiento que más le convenga.',
  'Your contractor can now complete your home-comfort project.':
    'Su contratista ya puede completar su proyecto de confort para el hogar.',
  'Approved through payroll deduction.': 'Aprobado mediante deducción de nómina.',
  'Congratulations!': '¡Felicidades!',
};

/** The decision's texts that carry a value (a name, an amount, a phone): English pattern, Spanish. */
const PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^Congratulations (.+)!$/, (name) => `¡Felicidades, ${name}!`],
  [/^You are approved for up to (\S+)$/, (amount) => `Tiene una aprobación de hasta ${amount}`],
  [/^Questions\? Call (.+)\.$/, (phone) => `¿Preguntas? Llame al ${phone}.`],
  [/^Option ([A-D])$/, (key) => `Opción ${key}`],
  [
    /^Unfortunately, we were unable to approve you at this time\. Please contact (.+), if you have any questions regarding your application\.$/,
    (phone) =>
      `Lamentablemente, no pudimos aprobarle en este momento. Si tiene preguntas sobre su solicitud, comuníquese al ${phone}.`,
  ],
];

/** One decision text in the locale: the Spanish when known, else the text as is. */
export function localizeDecisionText(text: string, locale: FormLocale): string {
  if (locale !== 'es' || !text) return text;
  if (ES[text]) return ES[text];
  for (const [pattern, spanish] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return spanish(...match.slice(1));
  }
  return text;
}

function localizeMessage(message: ApprovedMessage, locale: FormLocale): ApprovedMessage {
  const say = (text: string) => localizeDecisionText(text, locale);
  return {
    ...message,
    title: say(message.title),
    sub_title1: say(message.sub_title1),
    sub_title2: say(message.sub_title2),
    sub_title3: say(message.sub_title3),
    sub_title4: say(message.sub_title4),
    options: message.options.map((option) => ({
      ...option,
      label: say(option.label),
      note: say(option.note),
    })),
  };
}

/**
 * A determination as the shopper reads it, in the request's locale: the approved message (title,
 * subtitles, option labels and notes) or the denial text. Codes, reasons and amounts stay as decided, and
 * the stored determination stays English (the lender's record); English returns it as is.
 */
export function localizeDetermination<T extends Determination | null | undefined>(
  result: T,
  locale: FormLocale,
): T {
  if (!result || locale !== 'es' || !result.message) return result;
  const message =
    typeof result.message === 'string'
      ? localizeDecisionText(result.message, locale)
      : localizeMessage(result.message, locale);
  return { ...result, message };
}
