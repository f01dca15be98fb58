import * as React from 'react';
import { createForm, type Field as FormilyField, type GeneralField } from '@formily/core';
import { Field, FormProvider } from '@formily/react';
import type { BenchField } from './fields';
import { plainControl } from './plain-control';

/** Creates the Formily form (its store) for the benchmark form; validation on input, Formily's default. */
export function createFormilyForm() {
  return createForm();
}

/** A plain labelled control bound to a Formily field (controlled: the field re-renders per keystroke). */
function formilyControl(bench: BenchField, field: FormilyField) {
  return plainControl(bench, {
    id: `formily-${bench.name}`,
    value: field.value,
    error: field.selfErrors[0],
    onValue: (value) => void field.onInput(value),
    onBlur: () => void field.onBlur(),
  });
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
