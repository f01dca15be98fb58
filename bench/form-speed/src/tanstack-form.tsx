import * as React from 'react';
import { useForm } from '@tanstack/react-form';
import type { BenchField } from './fields';

type Values = Record<string, string | boolean>;

/** The control of one field, bound to TanStack Form's field API (controlled: one render per keystroke). */
interface ControlApi {
  name: string;
  state: { value: string | boolean; meta: { errors: unknown[] } };
  handleChange: (value: string | boolean) => void;
  handleBlur: () => void;
}

function tanstackControl(bench: BenchField, api: ControlApi) {
  const id = `tanstack-${bench.name}`;
  const error = api.state.meta.errors[0];
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: bench.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    onBlur: api.handleBlur,
  };
  if (bench.type === 'checkbox') {
    return (
      <div className="field">
        <input
          type="checkbox"
          {...common}
          checked={api.state.value === true}
          onChange={(event) => api.handleChange(event.target.checked)}
        />
        <label htmlFor={id}>{bench.label}</label>
      </div>
    );
  }
  const text = typeof api.state.value === 'string' ? api.state.value : '';
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    api.handleChange(event.target.value);
  return (
    <div className="field">
      <label htmlFor={id}>{bench.label}</label>
      {error ? <p id={errorId}>{String(error)}</p> : null}
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

/**
 * @tanstack/react-form with plain inputs: `useForm` with every field's default value, a `<form.Field>` per
 * field (its render function re-renders on the field's changes), `required` as an onSubmit validator,
 * and `<form.Subscribe>` on the checkbox for the condition.
 */
export function TanstackBenchForm({
  fields,
  onRender,
}: {
  fields: readonly BenchField[];
  onRender?: React.ProfilerOnRenderCallback;
}) {
  const defaultValues: Values = Object.fromEntries(
    fields.map((field) => [field.name, field.type === 'checkbox' ? false : '']),
  );
  const form = useForm({ defaultValues, onSubmit: () => undefined });
  const renderField = (bench: BenchField) => (
    <form.Field
      key={bench.name}
      name={bench.name}
      validators={
        bench.required ? { onSubmit: ({ value }) => (value ? undefined : `${bench.label} is required.`) } : {}
      }
    >
      {(api) => {
        const content = tanstackControl(bench, api as unknown as ControlApi);
        return onRender ? (
          <React.Profiler id={bench.name} onRender={onRender}>
            {content}
          </React.Profiler>
        ) : (
          content
        );
      }}
    </form.Field>
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2>Benchmark form</h2>
      {fields.map((bench) =>
        bench.shownWhen ? (
          <form.Subscribe key={bench.name} selector={(state) => state.values[bench.shownWhen!] === true}>
            {(shown) => (shown ? renderField(bench) : null)}
          </form.Subscribe>
        ) : (
          renderField(bench)
        ),
      )}
      <button type="submit">Continue</button>
    </form>
  );
}
