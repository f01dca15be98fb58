import { t } from '@leasekit/core';
import { setDateRangeStart, toDateRangeValue } from '@leasekit/core/form';
import { Input } from '../../input/input';
import { Label } from '../../label/label';
import type { SchemaWidgetProps } from '../types';
import { useBrandMessages } from '../../../lib/brand-messages';

/**
 * `daterange`: a start and an end date-time (`{start, end}`, local `YYYY-MM-DDTHH:mm`) in the field's
 * group. Choosing the start moves the end to the start plus the earlier gap, else plus 1 hour (01 §9,
 * the core's `setDateRangeStart`); the end can then be changed by hand.
 */
export function DateRangeWidget({ field, id, setValue, onBlur, readOnly, locale }: SchemaWidgetProps) {
  const messages = useBrandMessages();
  const value = toDateRangeValue(field.value);
  const invalid = field.error ? true : undefined;
  return (
    <div data-slot="date-range" className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{t('ui.dateRange.start', undefined, locale, messages)}</Label>
        <Input
          id={id}
          type="datetime-local"
          value={value.start}
          readOnly={readOnly}
          aria-invalid={invalid}
          onChange={(event) => setValue(setDateRangeStart(value, event.target.value))}
          onBlur={onBlur}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-end`}>{t('ui.dateRange.end', undefined, locale, messages)}</Label>
        <Input
          id={`${id}-end`}
          type="datetime-local"
          value={value.end}
          readOnly={readOnly}
          aria-invalid={invalid}
          onChange={(event) => setValue({ ...value, end: event.target.value })}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}
