import { MultiSelect } from '../../multi-select/multi-select';
import type { SchemaWidgetProps } from '../types';
import { asText, readOptions } from '../widget-parts';

/** `multiselect` and `select` with `multiple`: checkboxes in a popover, up to the schema's `max`. Loaded on demand. */
export function MultiSelectWidget({ field, id, setValue, readOnly, locale }: SchemaWidgetProps) {
  const options = readOptions(field.schema, locale);
  const value = Array.isArray(field.value) ? field.value : [];
  // Values compare with Object.is inside MultiSelect, so hand it the options' own values.
  const chosen = options
    .filter((option) => value.some((v) => asText(v) === asText(option.value)))
    .map((o) => o.value);
  return (
    <MultiSelect
      id={id}
      options={options}
      value={chosen}
      max={typeof field.schema.max === 'number' ? field.schema.max : undefined}
      disabled={readOnly}
      onValueChange={setValue}
    />
  );
}
