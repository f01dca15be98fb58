import * as React from 'react';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Label } from '../label/label';
import { FieldContext, type FieldControlContext } from './field-context';
import { useBrandMessages } from '../../lib/brand-messages';

/**
 * A column with `gap-2`; a field whose control is a text input of the kit (Input and the masked inputs)
 * lays out in block flow instead, its parts spaced the same, because a flex or grid item can never be a
 * relayout boundary in Chromium, and the input must be one (see Input), or every keystroke lays out the
 * whole form again.
 */
const FIELD_CLASSES =
  'group flex flex-col gap-2 has-[>input[data-slot]:not([type=checkbox],[type=radio])]:block has-[>input[data-slot]:not([type=checkbox],[type=radio])]:*:not-first:mt-2';

/** Props of {@link Field}. */
export interface FieldProps extends Omit<React.ComponentProps<'div'>, 'id'> {
  /** The visible label; required, because every control needs an accessible name. */
  label: React.ReactNode;
  /** The control's id; a unique id is generated when absent. The error summary links to it. */
  id?: string;
  /** Help text under the label, announced with the control. */
  hint?: React.ReactNode;
  /** The inline error message; when set the control is marked `aria-invalid`. */
  error?: React.ReactNode;
  /** Shows the optional marker after the label; off by default. */
  optional?: boolean;
  /** The optional marker's text; defaults to '(optional)'. */
  optionalText?: string;
  /** Marks the control `aria-required`; off by default. */
  required?: boolean;
  /** Disables the control; off by default. */
  disabled?: boolean;
  /**
   * Renders a `fieldset` with a `legend` instead of a `label`, for groups such as RadioGroup; off by
   * default.
   */
  group?: boolean;
  /** The autofill token its text control takes (WCAG 1.3.5), e.g. `given-name`; none by default. */
  autoComplete?: string;
  /** The virtual keyboard its text control asks for, e.g. `numeric`; none by default. */
  inputMode?: React.HTMLAttributes<HTMLElement>['inputMode'];
}

/**
 * A labelled form field (GOV.UK pattern): label, optional marker, hint, the inline error and the
 * control. It gives the control its id and links hint and error with `aria-describedby`, and sets
 * `aria-invalid` while an error shows.
 */
export const Field = /* @__PURE__ */ React.forwardRef<HTMLDivElement, FieldProps>(function Field(
  {
    label,
    id,
    hint,
    error,
    optional = false,
    optionalText = '(optional)',
    required = false,
    disabled = false,
    group = false,
    autoComplete,
    inputMode,
    className,
    children,
    ...props
  },
  ref,
) {
  const generatedId = React.useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const labelId = `${controlId}-label`;
  const invalid = Boolean(error);
  const context = React.useMemo<FieldControlContext>(
    () => ({
      id: controlId,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid,
      required,
      disabled,
      labelId,
      ...(autoComplete ? { autoComplete } : {}),
      ...(inputMode ? { inputMode } : {}),
    }),
    [controlId, hintId, errorId, invalid, required, disabled, labelId, autoComplete, inputMode],
  );

  // The same element object while its inputs are unchanged, so React skips the label when the field
  // re-renders for a keystroke or an error.
  const labelContent = React.useMemo(
    () => (
      <>
        {label}
        {optional ? (
          <span data-slot="field-optional" className="font-normal text-muted-foreground">
            {optionalText}
          </span>
        ) : null}
      </>
    ),
    [label, optional, optionalText],
  );
  const labelElement = React.useMemo(
    () =>
      group ? (
        <legend
          data-slot="field-label"
          id={labelId}
          className="mb-2 flex gap-2 text-sm font-medium text-foreground"
        >
          {labelContent}
        </legend>
      ) : (
        <Label data-slot="field-label" id={labelId} htmlFor={controlId}>
          {labelContent}
        </Label>
      ),
    [group, labelId, controlId, labelContent],
  );
  // The hint, the error and the control sit directly in the field's element, not in a fragment: every
  // element between a control and the root is one more step for each event React dispatches from it
  // (several per keystroke). Their places are fixed (null when absent), so the control never remounts.
  const hintElement = hint ? (
    <p data-slot="field-hint" id={hintId} className="text-sm text-muted-foreground">
      {hint}
    </p>
  ) : null;
  const errorElement = error ? <FieldError id={errorId}>{error}</FieldError> : null;
  const control = <FieldContext.Provider value={context}>{children}</FieldContext.Provider>;
  const classes = className ? cn(FIELD_CLASSES, className) : FIELD_CLASSES;

  if (group) {
    return (
      <fieldset
        data-slot="field"
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        aria-describedby={context.describedBy}
        disabled={disabled}
        className={cn('m-0 min-w-0 border-0 p-0', classes)}
        {...(props as React.ComponentProps<'fieldset'>)}
      >
        {labelElement}
        {hintElement}
        {errorElement}
        {control}
      </fieldset>
    );
  }
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={classes}
      ref={ref}
      {...props}
    >
      {labelElement}
      {hintElement}
      {errorElement}
      {control}
    </div>
  );
});

/** Props of {@link FieldError}. */
export type FieldErrorProps = React.ComponentProps<'p'>;

/**
 * The inline error line. It is prefixed with a visually hidden 'Error:' ('Error:' in Spanish too, from the
 * catalogue in the page's locale) so screen readers say why the text is there, as GOV.UK does.
 */
export const FieldError = /* @__PURE__ */ React.forwardRef<HTMLParagraphElement, FieldErrorProps>(
  function FieldError({ className, children, ...props }, ref) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    return (
      <p
        data-slot="field-error"
        className={cn('text-sm font-medium text-destructive', className)}
        ref={ref}
        {...props}
      >
        <span className="sr-only">{t('ui.errorPrefix', undefined, locale, messages)}</span> {children}
      </p>
    );
  },
);
