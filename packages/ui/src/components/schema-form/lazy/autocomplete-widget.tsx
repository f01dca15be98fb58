import { resolveText, t } from '@leasekit/core';
import { getSearchFieldBehaviour, REFERENCE_SEARCH_DEBOUNCE_MS } from '@leasekit/core/form';
import { useOptionSearch } from '@leasekit/core/react';
import { Combobox, type ComboboxOption } from '../../combobox/combobox';
import type { SchemaWidgetProps } from '../types';
import { asText, readOptions } from '../widget-parts';
import { useBrandMessages } from '../../../lib/brand-messages';

function StaticCombobox({
  field,
  id,
  setValue,
  readOnly,
  options,
  locale,
}: SchemaWidgetProps & { options: ComboboxOption[] }) {
  const messages = useBrandMessages();
  const chosen = options.find((option) => asText(option.value) === asText(field.value));
  return (
    <Combobox
      id={id}
      options={options}
      value={chosen ? chosen.value : null}
      disabled={readOnly}
      placeholder={
        resolveText(field.schema.placeholder, locale, messages) ??
        t('ui.select.placeholder', undefined, locale, messages)
      }
      searchPlaceholder={t('ui.combobox.search', undefined, locale, messages)}
      onValueChange={(value) => setValue(value)}
    />
  );
}

function SearchCombobox({
  field,
  form,
  id,
  setValue,
  readOnly,
  locale,
  debounceMs,
}: SchemaWidgetProps & { debounceMs?: number }) {
  const messages = useBrandMessages();
  const { schema } = field;
  const { search, state } = useOptionSearch({
    transport: form.transport,
    ...(debounceMs !== undefined ? { debounceMs } : {}),
    url: schema.url ?? '',
    queryName: schema.query,
    params: schema.params,
    taggableUrl: schema.taggableUrl,
    textKey: schema.textKey,
    valueKey: schema.valueKey,
    groupKey: schema.groupKey,
  });
  const behaviour = getSearchFieldBehaviour(schema.url);
  const options: ComboboxOption[] = state.options.map((option) => ({
    text: option.text,
    value: option.value,
    ...(option.group ? { group: option.group } : {}),
  }));
  return (
    <Combobox
      id={id}
      options={options}
      value={field.value ?? null}
      valueText={behaviour.typedText && field.value != null ? asText(field.value) : undefined}
      disabled={readOnly}
      placeholder={
        resolveText(schema.placeholder, locale, messages) ??
        t('ui.select.placeholder', undefined, locale, messages)
      }
      searchPlaceholder={t('ui.combobox.search', undefined, locale, messages)}
      search={state.term}
      onSearchChange={(term) => search.search(term)}
      loading={state.status === 'loading'}
      hint={state.hint ? t(state.hint.code, state.hint.params, locale, messages) : undefined}
      error={state.status === 'error' ? (state.error ?? '') : undefined}
      errorTitle={t('search.failed', undefined, locale, messages)}
      emptyText={t('search.noOptions', undefined, locale, messages)}
      onCreate={
        schema.taggable && schema.taggableUrl
          ? (text) => {
              void search.create(text).then((created) => {
                if (created) setValue(created.value);
              });
            }
          : // A name the search does not list is kept as typed (the employer, 01 §8), once searched.
            behaviour.typedText && state.status === 'loaded'
            ? (text) => setValue(text)
            : undefined
      }
      createLabel={
        behaviour.typedText && !schema.taggable
          ? (term) => t('search.useTyped', { term }, locale, messages)
          : undefined
      }
      onValueChange={(value) => setValue(value)}
    />
  );
}

/**
 * `autocomplete`/`combobox` and `select` with `url`, `searchable` or `taggable` (cmdk): a field with a
 * url searches the server (01 §7: from 3 characters, 500 ms after the last keystroke, with the hints);
 * without one it filters its own options. The employer search says 'Employer not supported!' when
 * nothing matches and offers to keep the name as typed (01 §8). Loaded on demand.
 */
export function AutocompleteWidget(props: SchemaWidgetProps) {
  if (props.field.schema.url) return <SearchCombobox {...props} />;
  return <StaticCombobox {...props} options={readOptions(props.field.schema, props.locale)} />;
}

/**
 * `reference`: the reference input (01 §7), a server search for one record by a reference the shopper
 * types (a store, an order): it searches the field's url from 3 characters, 300 ms after the last
 * keystroke (`REFERENCE_SEARCH_DEBOUNCE_MS`), with the autocomplete's hints. Without a url it filters its
 * own options. Loaded on demand.
 */
export function ReferenceWidget(props: SchemaWidgetProps) {
  if (props.field.schema.url) return <SearchCombobox {...props} debounceMs={REFERENCE_SEARCH_DEBOUNCE_MS} />;
  return <StaticCombobox {...props} options={readOptions(props.field.schema, props.locale)} />;
}
