import * as React from 'react';
import { createForm, type Field as FormilyField, type GeneralField } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import type { BenchField } from './fields';

/** Creates the Formily form (its store) for the benchmark form; validation on input, Formily's default. */
export function createFormilyForm() {
  return createForm();
}

/** A plain labelled control bound to a Formily field (controlled: the field re-renders per keystroke). */
function formilyControl(bench: BenchField, field: FormilyField) {
  const id = `formily-${bench.name}`;
  const error = field.selfErrors[0];
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: bench.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': errorId,
    onBlur: () => void field.onBlur(),
  };
  if (bench.type === 'checkbox') {
    return (
      <div className="field">
        <input
          type="checkbox"
          {...common}
          checked={field.value === true}
          onChange={(event) => void field.onInput(event.target.checked)}
        />
        <label htmlFor={id}>{bench.label}</label>
      </div>
    );
  }
  const text = typeof field.value === 'string' ? field.value : '';
  const onChange = (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    void field.onInput(event.target.value);
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

/** The condition: shown while the checkbox it reads is ticked (a Formily reaction). */
function showWhen(name: string) {
  return (field: GeneralField) => {
    field.visible = field.query(name).value() === true;
  };
}

/**
 * @formily/react + @formily/core, with plain inputs rendered from each `<Field>`'s render function (the
 * reactive field re-renders what it reads: value and errors); `required` validated by Formily.
 */
export function FormilyBenchForm({
  form,
  fields,
  onRender,
}: {
  form: ReturnType<typeof createFormilyForm>;
  fields: readonly BenchField[];
  onRender?: React.ProfilerOnRenderCallback;
}) {
  return (
    <FormProvider form={form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit().catch(() => undefined);
        }}
      >
        <h2>Benchmark form</h2>
        {fields.map((bench) => (
          <Field
            key={bench.name}
            name={bench.name}
            required={bench.required}
            {...(bench.shownWhen ? { reactions: showWhen(bench.shownWhen) } : {})}
          >
            {(field) => {
              const content = formilyControl(bench, field as FormilyField);
              return onRender ? (
                <React.Profiler id={bench.name} onRender={onRender}>
                  {content}
                </React.Profiler>
              ) : (
                content
              );
            }}
          </Field>
        ))}
        <button type="submit">Continue</button>
      </form>
    </FormProvider>
  );
}
