import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../../lib/utils';
import { useFieldAutofill, useFieldControl } from '../field/field-context';

/**
 * Shared look of every text-like control (Input, Textarea, the masked inputs and the trigger of Select
 * and Combobox): the theme's control height, input border, a strong focus ring, and the destructive
 * border when `aria-invalid` is set.
 */
export const inputVariants = cva([
  'flex h-control w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base text-foreground shadow-xs transition-[color,box-shadow]',
  'placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground',
  'file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
  'outline-none focus-visible:outline-hidden focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/60',
  // Hover darkens the border (not on an invalid control). Read-only is for enabled typed fields only:
  // buttons (the pickers' triggers) and disabled inputs match :read-only too, which made every picker
  // grey like a read-only input.
  'hover:not-aria-invalid:border-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50',
  '[&:is(input,textarea):read-only:enabled]:border-dashed [&:is(input,textarea):read-only:enabled]:bg-muted',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/30',
]);

/**
 * The default Input classes, computed once (the cva call and tailwind-merge are skipped per render).
 * Size and layout containment and a positioned box make the input a relayout boundary: its height is
 * the control height and its width its container's, so nothing outside depends on its text, and Chromium
 * lays out only the input after each keystroke instead of the whole page (a 300-field form spent half its
 * keystroke time there). An input sized by its content (`w-auto`) must pass `[contain:none]`.
 */
const inputClassName = `${inputVariants()} relative [contain:size_layout]`;

/** Props of {@link Input}. */
export type InputProps = React.ComponentProps<'input'>;

/**
 * A single-line text input; `type` defaults to `text`. Use it inside a Field for label and error wiring.
 * It is a relayout boundary (see the package README): one sized by its content (`w-auto`) must pass
 * `[contain:none]`.
 */
export const Input = /* @__PURE__ */ React.forwardRef<HTMLInputElement, InputProps>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  const controlProps = useFieldAutofill(useFieldControl(props));
  return (
    <input
      data-slot="input"
      type={type}
      className={className ? cn(inputClassName, className) : inputClassName}
      ref={ref}
      {...controlProps}
    />
  );
});
