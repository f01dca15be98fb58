import type * as React from 'react';
import type { BenchField } from './fields';

/** What a controlled form library gives one field's control. */
export interface PlainControlBinding {
  /** The control's id (the label points at it). */
  id: string;
  value: unknown;
  /** The first error to show, if any. */
  error: string | undefined;
  /** Writes a value: text, or the checkbox's checked state. */
  onValue: (value: string | boolean) => void;
  onBlur: () => void;
}

/**
 * The labelled plain control of a benchmark field, controlled by a form library (Formily, TanStack
 * Form): a text, date or number input, a select or a checkbox, with its inline error. A plain function,
 * not a component, so it adds no fiber to the library's own field.
 */
export function plainControl(bench: BenchField, binding: PlainControlBinding): React.ReactElement {
  const { id, value, error, onValue, onBlur } = binding;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: bench.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    onBlur,
  };
  if (bench.type === 'checkbox') {
    return (
      <div className="field">
        <input
          type="checkbox"
          {...common}
          checked={value === true}
          onChange={(event) => onValue(event.target.checked)}
        />
        <label htmlFor={id}>{bench.label}</label>
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onValue(event.target.value);
  return (
    <div className="field">
      <label htmlFor={id}>{bench.label}</label>
      {error ? <p id={errorId}>{error}</p> : null}
      {bench.type === 'select' ? (
        <select {...common} value={text} onChange={onChange}>
          <option value="" disabled>
            Select an option
          </option>
          {bench.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={bench.type === 'date' ? 'date' : 'text'}
          inputMode={bench.type === 'number' ? 'decimal' : undefined}
          {...common}
          value={text}
          onChange={onChange}
        />
      )}
    </div>
  );
}
