import type { RecurrenceInput } from '@leasekit/core/recurrence';
import { RecurrenceEditor } from '../../recurrence-editor/recurrence-editor';
import type { SchemaWidgetProps } from '../types';
import { toDate } from '../widget-parts';

/** `recurrence`: the recurrence editor (rrule), starting today when the value has no start. Loaded on demand. */
export function RecurrenceWidget({ field, setValue, readOnly }: SchemaWidgetProps) {
  const value = field.value as Partial<RecurrenceInput> | null | undefined;
  const dtstart = toDate(value?.dtstart) ?? new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
  const current: RecurrenceInput = {
    preset: value?.preset ?? 'daily',
    dtstart,
    ...(value?.end ? { end: value.end } : {}),
    ...(value?.custom ? { custom: value.custom } : {}),
  };
  return <RecurrenceEditor value={current} disabled={readOnly} onValueChange={setValue} />;
}
