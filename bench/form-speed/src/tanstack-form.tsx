import * as React from 'react';
import { useForm } from '@tanstack/react-form';
import type { BenchField } from './fields';
import { plainControl } from './plain-control';

type Values = Record<string, string | boolean>;

/** What the benchmark reads of TanStack Form's field API. */
interface ControlApi {
  state: { value: string | boolean; meta: { errors: unknown[] } };
  handleChange: (value: string | boolean) => void;
  handleBlur: () => void;
}

/** A plain labelled control bound to TanStack Form's field API (controlled: one render per keystroke). */
function tanstackControl(bench: BenchField, api: ControlApi) {
  const error = api.state.meta.errors[0];
  return plainControl(bench, {
    id: `tanstack-${bench.name}`,
    value: api.state.value,
    error: error ? String(error) : undefined,
    onValue: api.handleChange,
    onBlur: api.handleBlur,
  });
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
