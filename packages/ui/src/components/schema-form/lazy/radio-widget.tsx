import { Label } from '../../label/label';
import { RadioGroup, RadioGroupItem } from '../../radio-group/radio-group';
import type { SchemaWidgetProps } from '../types';
import { asText, findOption, readOptions } from '../widget-parts';

/**
 * `radio`: one radio per option (Radix RadioGroup, arrow keys move the choice), side by side with
 * `layout: 'inline'`. Loaded on demand.
 */
export function RadioWidget({ field, id, setValue, readOnly, locale }: SchemaWidgetProps) {
  const options = readOptions(field.schema, locale);
  return (
    <RadioGroup
      value={asText(field.value)}
      disabled={readOnly}
      onValueChange={(key) => setValue(findOption(options, key)?.value ?? key)}
      className={field.schema.layout === 'inline' ? 'flex flex-wrap gap-6' : undefined}
    >
      {options.map((option, index) => {
        // The first radio takes the field's id so the error summary link lands on the group.
        const optionId = index === 0 ? id : `${id}-${index}`;
        return (
          <div key={asText(option.value)} className="flex items-center gap-2">
            <RadioGroupItem value={asText(option.value)} id={optionId} />
            <Label htmlFor={optionId}>{option.text}</Label>
          </div>
        );
      })}
    </RadioGroup>
  );
}
