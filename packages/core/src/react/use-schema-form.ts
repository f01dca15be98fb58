import { useCallback, useSyncExternalStore } from 'react';
import {
  createSchemaForm,
  type FieldState,
  type SchemaForm,
  type SchemaFormOptions,
  type SchemaFormState,
  type SubscribeFieldOptions,
} from '../schema-form/schema-form';
import { useOwnedStore, useUpdateOptions } from './use-owned-store';
import { useStore } from './use-store';

/** What {@link useSchemaForm} returns: the engine and its (selected) form-level state. */
export interface UseSchemaFormResult<TSelected> {
  form: SchemaForm;
  state: TSelected;
}

/**
 * Creates the schema-form engine once per component (01 §3–5, §7), pushes new `values` and `locale`
 * into it, and disposes it on unmount. The component re-renders on form-level changes only (status,
 * submitting, dirty, alert…), or only when `selector`'s result changes; fields subscribe with
 * {@link useField}.
 */
export function useSchemaForm<TSelected = SchemaFormState>(
  options: SchemaFormOptions,
  selector?: (state: SchemaFormState) => TSelected,
): UseSchemaFormResult<TSelected> {
  const form = useOwnedStore(() => createSchemaForm(options));
  useUpdateOptions(form, { values: options.values, locale: options.locale });
  const state = useStore(form, selector);
  return { form, state };
}

/**
 * Subscribes to one field of a schema form through `subscribeField`: the component re-renders only
 * when this field's state changes (its value, error, visibility…), not when other fields change. With
 * `{ value: false }` it does not re-render when only the value changes (a widget whose input keeps the
 * value in the DOM); the state it reads at each render is still the current one, value included. Every
 * change re-renders by default.
 */
export function useField(
  form: SchemaForm,
  name: string,
  options?: SubscribeFieldOptions,
): FieldState | undefined {
  const value = options?.value !== false;
  const subscribe = useCallback(
    (listener: () => void) => form.subscribeField(name, listener, { value }),
    [form, name, value],
  );
  const getSnapshot = useCallback(() => form.getField(name), [form, name]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
