import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  getSafeReturnUrl,
  resolveText,
  t,
  type ApiResult,
  type Locale,
  type MessageOverrides,
} from '@leasekit/core';
import {
  type ButtonSchema,
  type FieldSchema,
  type SchemaForm as SchemaFormEngine,
} from '@leasekit/core/form';
import { useField, useStore, useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Alert, AlertDescription } from '../alert/alert';
import { Button, type ButtonProps } from '../button/button';
import { ErrorSummary } from '../error-summary/error-summary';
import { Spinner } from '../spinner/spinner';
import { frameField } from './field-frame';
import { GRID_CLASSES, getGridSpan } from './grid';
import type { SchemaWidgetProps, WidgetRegistry } from './types';
import { defaultWidgets } from './widgets';
import { useBrandMessages } from '../../lib/brand-messages';

/** The control id of a field (or collection item path) inside a form: dots and other marks become dashes. */
export function getFieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w-]/g, '-')}`;
}

/** The Button variant of each variant name a schema's button may carry (01 §3 `buttons`). */
const BUTTON_VARIANTS: Record<string, NonNullable<ButtonProps['variant']>> = {
  primary: 'default',
  default: 'default',
  secondary: 'secondary',
  outline: 'outline',
  ghost: 'ghost',
  link: 'link',
  danger: 'destructive',
  destructive: 'destructive',
};

/**
 * The Button variant for a schema button's `variant`: `primary`/`default`, `secondary`, `outline`,
 * `ghost`, `link`, `danger`/`destructive`; a missing or unknown name (the schema is the server's input,
 * so also `__proto__` and the like) gives `fallback`.
 */
export function getSchemaButtonVariant(
  variant: unknown,
  fallback: NonNullable<ButtonProps['variant']>,
): NonNullable<ButtonProps['variant']> {
  return typeof variant === 'string' && Object.hasOwn(BUTTON_VARIANTS, variant)
    ? BUTTON_VARIANTS[variant]!
    : fallback;
}

/** Spacing of the form: `default` or `compact`. */
export const schemaFormVariants = cva('flex flex-col text-foreground', {
  variants: { density: { default: 'gap-6', compact: 'gap-4' } },
  defaultVariants: { density: 'default' },
});

/** Props of {@link SchemaForm}. */
export interface SchemaFormProps
  extends
    Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'>,
    VariantProps<typeof schemaFormVariants> {
  /** The engine (`useSchemaForm(...).form` or `createSchemaForm`) whose schema is rendered. */
  form: SchemaFormEngine;
  /** The widgets by field type; the built-in ones by default (see `createWidgetRegistry`). */
  widgets?: WidgetRegistry;
  /** Called after a successful submit (status true, code 200) with the server's answer. */
  onSuccess?: (result: ApiResult) => void;
  /**
   * Called with the address of a 301/302 answer when it is an absolute http(s) URL (others are dropped);
   * by default the browser goes there.
   */
  onRedirect?: (url: string) => void;
  /** Called by a schema button of type `cancel`. */
  onCancel?: (button: ButtonSchema) => void;
  /** Shows the schema's title as a heading; on by default. */
  showTitle?: boolean;
  /** Level of the title heading; 2 by default. */
  headingLevel?: 2 | 3;
  /**
   * Replaces the schema's buttons with the app's own footer (which submits through `form={id}`); the
   * schema's buttons by default.
   */
  footer?: React.ReactNode;
}

const SchemaFieldView = React.memo(function SchemaFieldView({
  form,
  name,
  formId,
  widgets,
}: {
  form: SchemaFormEngine;
  name: string;
  formId: string;
  widgets: WidgetRegistry;
}) {
  // Each field subscribes to itself only, so typing re-renders this field and nothing else; a field whose
  // widget keeps its value in the DOM (uncontrolled) subscribes to its look only, so typing renders nothing.
  const type = form.getField(name)?.type;
  const uncontrolled = type !== undefined && widgets[type]?.uncontrolled === true;
  const field = useField(form, name, { value: !uncontrolled });
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  const setValue = React.useCallback((value: unknown) => form.setValue(name, value), [form, name]);
  const onBlur = React.useCallback(() => form.touch(name), [form, name]);
  // Hidden fields are unmounted: they are neither shown, validated nor submitted (01 §5).
  if (!field || !field.visible) return null;
  const props: SchemaWidgetProps = {
    field,
    form,
    id: getFieldId(formId, name),
    setValue,
    onBlur,
    readOnly: Boolean(field.schema.readonly),
    locale,
    widgets,
  };
  return frameField(widgets[field.type], props, getGridSpan(field.schema.grid), messages);
});

/** Fields per render group of a long form (see schemaNodes). */
const GROUP_SIZE = 16;

/** What every field view of a form shares. */
interface SharedNodeProps {
  form: SchemaFormEngine;
  formId: string;
  widgets: WidgetRegistry;
  /** The tree's locale and brand texts, for the groups' legends. */
  locale: Locale;
  messages: MessageOverrides | undefined;
}

/**
 * The elements of a list of schema nodes: a field view per named node, a group per unnamed one. A
 * function called during SchemaForm's render rather than a component: it has no state, and each
 * component between a field and the root is one more fiber React walks for every event it dispatches
 * from the field's control (several per keystroke).
 */
function schemaNodes(nodes: readonly FieldSchema[], shared: SharedNodeProps): React.ReactNode[] {
  const { locale, messages } = shared;
  const rendered = nodes.map((node, index) => {
    if (node.name) return <SchemaFieldView key={node.name} name={node.name} {...shared} />;
    if (!node.children) return null;
    // A node without a name is a layout group (01 §3 `layout`, `grid`); a titled one is a fieldset.
    const inline = node.layout === 'row' || node.layout === 'inline' || node.layout === 'horizontal';
    const inner = (
      <div
        data-slot="schema-form-group-body"
        className={inline ? 'flex flex-wrap items-start gap-4 *:min-w-48 *:flex-1' : GRID_CLASSES}
      >
        {schemaNodes(node.children, shared)}
      </div>
    );
    const legend = resolveText(node.label, locale, messages);
    return legend ? (
      <fieldset
        key={`group-${index}`}
        data-slot="schema-form-group"
        data-layout={node.layout ?? 'grid'}
        data-span={getGridSpan(node.grid)}
        className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0"
      >
        <legend className="mb-2 font-heading text-lg font-semibold">{legend}</legend>
        {inner}
      </fieldset>
    ) : (
      <div
        key={`group-${index}`}
        data-slot="schema-form-group"
        data-layout={node.layout ?? 'grid'}
        data-span={getGridSpan(node.grid)}
      >
        {inner}
      </div>
    );
  });
  // Long forms are rendered in keyed groups (fragments: no extra element, the grid is unchanged). A
  // keystroke updates one field, and React walks down to it cloning every sibling on the way: in groups
  // that is about 2·√n fibers instead of all n (300 fields: 35 instead of 300).
  if (rendered.length <= GROUP_SIZE * 2) return rendered;
  const groups: React.ReactNode[] = [];
  for (let start = 0; start < rendered.length; start += GROUP_SIZE) {
    groups.push(
      <React.Fragment key={`nodes-${start}`}>{rendered.slice(start, start + GROUP_SIZE)}</React.Fragment>,
    );
  }
  return groups;
}

function defaultRedirect(url: string) {
  if (typeof window !== 'undefined') window.location.assign(url);
}

/**
 * Renders any schema of the core's schema-form engine (01 §3–5, §7, §8) through a widget registry:
 * every field type, `prepend`/`append`, `layout` groups and the 12-column `grid`, conditions (a hidden
 * field is unmounted), and the schema's buttons. The form is `noValidate`: on submit the engine
 * validates; an invalid form keeps every value, shows the GOV.UK error summary ('There is a problem',
 * focused, one link per field) and the same message inline. A 422 puts the server's messages on the
 * fields the same way; another failure shows the form alert; a 301/302 redirects; success calls
 * `onSuccess`. A type with no widget shows 'Input for type … not found!'.
 */
export const SchemaForm = /* @__PURE__ */ React.forwardRef<HTMLFormElement, SchemaFormProps>(
  function SchemaForm(
    {
      form,
      widgets = defaultWidgets,
      onSuccess,
      onRedirect = defaultRedirect,
      onCancel,
      showTitle = true,
      headingLevel = 2,
      footer,
      density,
      className,
      id,
      ...props
    },
    ref,
  ) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    const generatedId = React.useId();
    const formId = id ?? `schema-form${generatedId.replace(/:/g, '')}`;
    const status = useStore(form, (s) => s.status);
    const schema = useStore(form, (s) => s.schema);
    const submitting = useStore(form, (s) => s.submitting);
    const alert = useStore(form, (s) => s.alert);
    const outcome = useStore(form, (s) => s.outcome);
    const submitCount = useStore(form, (s) => s.submitCount);
    // The summary is the core's, read on submit (and when the server answers) only: its role=alert content
    // must not be rewritten while the shopper fixes fields, which would announce it again at each keystroke
    //. The inline errors still follow the values.
    const summary = useStore(form, (s) => s.errorSummary);
    const Heading = `h${headingLevel}` as const;
    // A form-level failure (a 500 on Continue) comes into view and takes focus, as the error summary does,
    // so a phone user whose Continue is far below the alert sees what happened.
    const formAlert = outcome === 'fail' && alert && summary.length === 0 ? alert : null;
    const alertRef = React.useRef<HTMLDivElement>(null);
    React.useEffect(() => {
      const element = alertRef.current;
      if (!formAlert || !element) return;
      element.scrollIntoView?.({ block: 'center' });
      element.focus({ preventScroll: true });
    }, [formAlert, submitCount]);

    const submit = async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const { outcome: result, result: response } = await form.submit();
      if (result === 'success' && response) onSuccess?.(response);
      if (result === 'redirect') {
        // A server's redirect leaves the app only for an absolute http(s) URL (never `javascript:`).
        const url = getSafeReturnUrl(form.getState().redirect);
        if (url) onRedirect(url);
      }
    };

    if (status === 'idle' || status === 'loading') {
      return (
        <div data-slot="schema-form" data-state="loading" className="flex justify-center py-8">
          <Spinner label={t('ui.loading', undefined, locale, messages)} />
        </div>
      );
    }
    if (status === 'error' || !schema) {
      return (
        <Alert variant="error" data-slot="schema-form" data-state="error">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <span>{alert ?? t('errors.unknown', undefined, locale, messages)}</span>
            <Button size="sm" variant="outline" onClick={() => void form.load()}>
              {t('ui.retry', undefined, locale, messages)}
            </Button>
          </AlertDescription>
        </Alert>
      );
    }

    // Schema texts may be given per locale or as message codes: read in this render's locale, so a
    // language switch re-renders them while the engine, and every value typed, stays.
    const title = resolveText(schema.title, locale, messages);
    const buttons: ButtonSchema[] = schema.buttons?.length
      ? schema.buttons
      : [{ label: t('common.continue', undefined, locale, messages), type: 'submit' }];

    return (
      <form
        id={formId}
        data-slot="schema-form"
        data-state={submitting ? 'submitting' : (outcome ?? 'ready')}
        noValidate
        aria-busy={submitting || undefined}
        className={
          className ? cn(schemaFormVariants({ density }), className) : schemaFormVariants({ density })
        }
        onSubmit={(event) => void submit(event)}
        ref={ref}
        {...props}
      >
        {showTitle && title ? (
          <Heading data-slot="schema-form-title" className="font-heading text-xl font-semibold">
            {title}
          </Heading>
        ) : null}
        <ErrorSummary
          data-slot="schema-form-error-summary"
          title={t('common.thereIsAProblem', undefined, locale, messages)}
          focusKey={submitCount}
          errors={summary.map((item) => ({ id: getFieldId(formId, item.name), message: item.message }))}
        />
        {formAlert ? (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            variant="error"
            data-slot="schema-form-alert"
            className="outline-none focus-visible:outline-hidden"
          >
            <AlertDescription>{formAlert}</AlertDescription>
          </Alert>
        ) : null}
        <div data-slot="schema-form-fields" className={GRID_CLASSES}>
          {schemaNodes(schema.children ?? [], { form, formId, widgets, locale, messages })}
        </div>
        {footer !== undefined ? (
          footer
        ) : (
          <div data-slot="schema-form-buttons" className="flex flex-wrap items-center justify-end gap-3">
            {buttons.map((button, index) =>
              button.type === 'submit' ? (
                <Button
                  key={`${button.type}-${index}`}
                  type="submit"
                  variant={getSchemaButtonVariant(button.variant, 'default')}
                  loading={submitting}
                >
                  {resolveText(button.label, locale, messages)}
                </Button>
              ) : (
                <Button
                  key={`${button.type}-${index}`}
                  variant={getSchemaButtonVariant(button.variant, 'outline')}
                  onClick={() => onCancel?.(button)}
                >
                  {resolveText(button.label, locale, messages)}
                </Button>
              ),
            )}
          </div>
        )}
      </form>
    );
  },
);
