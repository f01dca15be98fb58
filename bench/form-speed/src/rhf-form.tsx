import * as React from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { BenchField } from './fields';

type Values = Record<string, unknown>;

interface FieldProps {
  field: BenchField;
  register: UseFormRegister<Values>;
  error: string | undefined;
  /** The `onRender` of a Profiler put around the field's content (the benchmark's render count). */
  onRender?: React.ProfilerOnRenderCallback | undefined;
}

/** A plain labelled input registered with react-hook-form (uncontrolled, as its docs recommend). */
const RhfField = React.memo(function RhfField({ field, register, error, onRender }: FieldProps) {
  const content = rhfControl(field, register, error);
  return onRender ? (
    <React.Profiler id={field.name} onRender={onRender}>
      {content}
    </React.Profiler>
  ) : (
    content
  );
});

/** The field's elements (a plain function, not a component: no extra fiber per field). */
function rhfControl(field: BenchField, register: UseFormRegister<Values>, error: string | undefined) {
  const id = `rhf-${field.name}`;
  const errorId = error ? `${id}-error` : undefined;
  const input = register(field.name, field.required ? { required: `${field.label} is required.` } : {});
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': errorId, ...input };
  if (field.type === 'checkbox') {
    return (
      <div className="field">
        <input type="checkbox" {...common} />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {error ? <p id={errorId}>{error}</p> : null}
      {field.type === 'select' ? (
        <select {...common} defaultValue="">
          <option value="" disabled>
            Select an option
          </option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.type === 'date' ? 'date' : 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          {...common}
        />
      )}
    </div>
  );
}

/** The conditional field: watches only its checkbox, so nothing else re-renders when it toggles. */
function ConditionalField(props: FieldProps & { control: Control<Values> }) {
  const shown = useWatch({ control: props.control, name: props.field.shownWhen! });
  return shown ? <RhfField {...props} /> : null;
}

function errorOf(errors: FieldErrors<Values>, name: string): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** Hand-rolled react-hook-form code for the benchmark form, with plain inputs. */
export function RhfBenchForm({
  fields,
  onRender,
}: {
  fields: readonly BenchField[];
  onRender?: React.ProfilerOnRenderCallback;
}) {
  const { register, handleSubmit, control, formState } = useForm<Values>({ shouldUnregister: true });
  const { errors } = formState;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <h2>Benchmark form</h2>
      {fields.map((field) =>
        field.shownWhen ? (
          <ConditionalField
            key={field.name}
            field={field}
            register={register}
            control={control}
            error={errorOf(errors, field.name)}
            onRender={onRender}
          />
        ) : (
          <RhfField
            key={field.name}
            field={field}
            register={register}
            error={errorOf(errors, field.name)}
            onRender={onRender}
          />
        ),
      )}
      <button type="submit">Continue</button>
    </form>
  );
}
