import { DatePicker } from '../../date-picker/date-picker';
import type { SchemaWidgetProps } from '../types';
import { toDate } from '../widget-parts';

/** `datepicker`: the calendar in a popover (react-day-picker); the value is an ISO date-time. Loaded on demand. */
export function DatePickerWidget({ field, id, setValue, readOnly }: SchemaWidgetProps) {
  return (
    <DatePicker
      id={id}
      disabled={readOnly}
      value={toDate(field.value)}
      onValueChange={(date) => setValue(date ? date.toISOString() : null)}
    />
  );
}
