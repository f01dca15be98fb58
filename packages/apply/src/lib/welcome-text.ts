import { t, type Locale } from '@leasekit/core';
import { formatMoney } from '@leasekit/core/format';

/**
 * The welcome promise (01 §1: 'Apply in minutes: approvals up to $8,000.') for an approval ceiling in
 * dollars, whole dollars without cents, in `locale`: one text for the entry screen and the checkpoint.
 */
export function getWelcomeText(ceiling: number, locale: Locale): string {
  return t('app.welcome', { ceiling: formatMoney(ceiling).replace(/\.00$/, '') }, locale);
}
