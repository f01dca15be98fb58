import { useCallback, useSyncExternalStore } from 'react';
import {
  createSchemaForm,
  type FieldState,
  type SchemaForm,
  type SchemaFormOptions,
  type SchemaFormState,
} from '../schema-form/schema-form';
import { useOwnedStore, usePushOptions } from './use-owned-store';
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
  usePushOptions(form, { values: options.values, locale: options.locale });
  const state = useStore(form, selector);
  return { form, state };
}

/**
 * Subscribes to one field of a schema form through `subscribeField`: the component re-renders only
 * when this field's state changes (its value, error, visibility…), not when other fields change.
 */
export function useField(form: SchemaForm, name: string): FieldState | undefined {
  const subscribe = useCallback((listener: () => void) => form.subscribeField(name, listener), [form, name]);
  const getSnapshot = useCallback(() => form.getField(name), [form, name]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
