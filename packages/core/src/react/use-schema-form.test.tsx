import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { memo, Profiler, StrictMode, useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiRequest, ApiResult, ApiTransport } from '../api/types';
import type { FieldSchema, FormSchema } from '../schema-form/schema';
import type { SchemaForm } from '../schema-form/schema-form';
import { useField, useSchemaForm } from './use-schema-form';

const ok = (data: unknown = null): ApiResult => ({ status: true, code: 200, data, error: null });
const transport = vi.fn(async (_request: ApiRequest) => ok()) as unknown as ApiTransport;

/** A schema of `count` text fields; field_1 is shown only while field_0 equals 'show'. */
function bigSchema(count: number): FormSchema {
  const children: FieldSchema[] = Array.from({ length: count }, (_, i) => ({
    name: `field_${i}`,
    type: 'text',
    label: `Field ${i}`,
  }));
  children[1] = { ...children[1], conditions: [{ field: 'field_0', operator: 'not equals', value: 'hide' }] };
  return { action: '/save', children };
}

describe('useSchemaForm (01 §3–5): creates the engine once, pushes options, disposes on unmount', () => {
  it('returns the same form across renders and re-renders on form-level changes', () => {
    const schema = bigSchema(3);
    const { result, rerender, unmount } = renderHook(
      ({ locale }) => useSchemaForm({ transport, schema, locale }),
      {
        initialProps: { locale: 'en' as 'en' | 'es' },
      },
    );
    const form = result.current.form;
    expect(result.current.state.status).toBe('ready');
    rerender({ locale: 'es' });
    expect(result.current.form).toBe(form);
    act(() => form.setValue('field_2', 'x'));
    expect(result.current.state.dirty).toBe(true);
    const listener = vi.fn();
    form.subscribe(listener);
    unmount();
    // Disposed: changes no longer notify.
    form.setValue('field_2', 'y');
    expect(listener).not.toHaveBeenCalled();
  });

  it('spec 01 §1: pushes a new locale so error texts follow it', () => {
    const schema: FormSchema = { action: '/a', children: [{ name: 'name', label: 'Name', required: true }] };
    const { result, rerender } = renderHook(({ locale }) => useSchemaForm({ transport, schema, locale }), {
      initialProps: { locale: 'en' as 'en' | 'es' },
    });
    act(() => void result.current.form.validate());
    expect(result.current.form.getField('name')?.errorText).toBe('Enter Name');
    rerender({ locale: 'es' });
    expect(result.current.form.getField('name')?.errorText).toBe('Introduzca Name');
  });

  it('a selector limits re-renders to the selected slice', () => {
    let renders = 0;
    const schema = bigSchema(3);
    const selectStatus = (s: { status: string }) => s.status;
    const { result } = renderHook(() => {
      renders += 1;
      return useSchemaForm({ transport, schema }, selectStatus);
    });
    act(() => result.current.form.setValue('field_2', 'dirty now'));
    expect(result.current.state).toBe('ready');
    expect(renders).toBe(1);
  });

  it('works under StrictMode (the double effect gets a live form)', () => {
    const schema = bigSchema(2);
    const { result } = renderHook(() => useSchemaForm({ transport, schema }), { wrapper: StrictMode });
    act(() => result.current.form.setValue('field_0', 'typed'));
    expect(result.current.form.getField('field_0')?.value).toBe('typed');
    expect(result.current.state.dirty).toBe(true);
  });
});

describe('useField (01 §5 conditions): per-field subscription', () => {
  it('returns the field state and follows its changes', () => {
    const schema = bigSchema(2);
    const { result: formResult } = renderHook(() => useSchemaForm({ transport, schema }));
    const { form } = formResult.current;
    const { result } = renderHook(() => useField(form, 'field_0'));
    expect(result.current?.value).toBeUndefined();
    act(() => form.setValue('field_0', 'abc'));
    expect(result.current?.value).toBe('abc');
    const { result: missing } = renderHook(() => useField(form, 'nope'));
    expect(missing.current).toBeUndefined();
  });

  it('typing in one field of a 300-field form re-renders only that field and the fields whose conditions read it', () => {
    const renders = new Map<string, number>();
    const FieldInput = memo(function FieldInput({ form, name }: { form: SchemaForm; name: string }) {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      const field = useField(form, name);
      if (!field?.visible) return null;
      return (
        <label>
          {field.label}
          <input value={String(field.value ?? '')} onChange={(e) => form.setValue(name, e.target.value)} />
        </label>
      );
    });
    const schema = bigSchema(300);
    function Form() {
      const { form, state: names } = useSchemaForm({ transport, schema }, (s) => s.fieldNames);
      return (
        <form noValidate>
          {names.map((name) => (
            <FieldInput key={name} form={form} name={name} />
          ))}
        </form>
      );
    }
    render(<Form />);
    expect(renders.size).toBe(300);
    expect([...renders.values()].every((n) => n === 1)).toBe(true);

    // An unrelated field: only it re-renders, once per keystroke.
    fireEvent.change(screen.getByLabelText('Field 150'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Field 150'), { target: { value: 'ab' } });
    const changed = [...renders].filter(([, n]) => n > 1);
    expect(changed).toEqual([['field_150', 3]]);

    // field_0 is read by field_1's condition: field_1 re-renders only when its visibility flips.
    fireEvent.change(screen.getByLabelText('Field 0'), { target: { value: 'hid' } });
    expect(renders.get('field_1')).toBe(1);
    fireEvent.change(screen.getByLabelText('Field 0'), { target: { value: 'hide' } });
    expect(renders.get('field_0')).toBe(3);
    expect(renders.get('field_1')).toBe(2);
    expect(screen.queryByLabelText('Field 1')).toBeNull();
    expect(
      [...renders]
        .filter(([, n]) => n > 1)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['field_0', 'field_1', 'field_150']);
  });

  it('typing 50 characters in one uncontrolled field of 300 renders no field at all (React Profiler)', () => {
    const commits: string[] = [];
    const onRender = (id: string) => commits.push(id);
    // An uncontrolled input: the DOM holds the value, the engine gets it from the input event, and the
    // component subscribes to its look only.
    const FieldInput = memo(function FieldInput({ form, name }: { form: SchemaForm; name: string }) {
      const field = useField(form, name, { value: false });
      const ref = useRef<HTMLInputElement>(null);
      useEffect(
        () =>
          form.subscribeField(name, () => {
            const text = String(form.getField(name)?.value ?? '');
            if (ref.current && ref.current.value !== text) ref.current.value = text;
          }),
        [form, name],
      );
      if (!field?.visible) return null;
      return (
        <Profiler id={name} onRender={onRender}>
          <label>
            {field.label}
            <input
              ref={ref}
              defaultValue={String(field.value ?? '')}
              aria-invalid={field.error ? true : undefined}
              onChange={(e) => form.setValue(name, e.target.value)}
              onBlur={() => form.touch(name)}
            />
          </label>
        </Profiler>
      );
    });
    const schema = bigSchema(300);
    schema.children![150] = { ...schema.children![150], rules: 'required|alphanumeric' };
    let form!: SchemaForm;
    function Form() {
      const result = useSchemaForm({ transport, schema }, (s) => s.fieldNames);
      form = result.form;
      return (
        <form noValidate>
          {result.state.map((name) => (
            <FieldInput key={name} form={result.form} name={name} />
          ))}
        </form>
      );
    }
    render(<Form />);
    expect(commits).toHaveLength(299 + 1); // every field mounted once (field_1 too: field_0 is not 'hide')
    commits.length = 0;

    const input = screen.getByLabelText('Field 150') as HTMLInputElement;
    let typed = '';
    for (const char of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWX') {
      typed += char;
      fireEvent.change(input, { target: { value: typed } });
    }
    expect(typed).toHaveLength(50);
    expect(form.getField('field_150')?.value).toBe(typed);
    expect(commits).toEqual([]);

    // A value set from outside reaches the DOM without a render either.
    act(() => form.setValue('field_150', 'filled'));
    expect(input.value).toBe('filled');
    expect(commits).toEqual([]);

    // Validation still shows: leaving the field with an invalid value re-renders it, and only it.
    fireEvent.change(input, { target: { value: 'not valid!' } });
    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(commits).toEqual(['field_150']);
  });
});
