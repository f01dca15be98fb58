import * as React from 'react';
import { cn } from '../../lib/utils';
import { useControllableState } from '../../lib/use-controllable-state';
import { useFieldControl } from '../field/field-context';

/** A checkbox's state: ticked, not ticked, or `'indeterminate'` (shown as a dash). */
export type CheckedState = boolean | 'indeterminate';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<
  React.ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'value'
> {
  /** The controlled state; `'indeterminate'` shows a dash. */
  checked?: CheckedState;
  /** The starting state when uncontrolled; not ticked by default. */
  defaultChecked?: CheckedState;
  /** Called with the new state when the user ticks or clears the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** The value submitted with a native form while ticked; 'on' by default, as for any checkbox. */
  value?: string;
}

/**
 * The look of the box: the theme's input border, filled with the primary colour when ticked or
 * indeterminate. The mark is the input's own `::before` (a clipped square), so the control stays one
 * native element and the label's `peer-*` styles still apply. Joined once here, not per render; the
 * checkbox test checks that tailwind-merge would leave it unchanged.
 */
export const checkboxClassName = [
  'peer grid size-5 shrink-0 cursor-pointer appearance-none place-content-center rounded-sm border border-input bg-background shadow-xs transition-shadow',
  'outline-none focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
  'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
  "before:size-3 before:scale-0 before:bg-primary-foreground before:content-[''] before:[clip-path:polygon(14%_44%,0_65%,50%_100%,100%_16%,80%_0%,43%_62%)]",
  'checked:before:scale-100 indeterminate:before:scale-100 indeterminate:before:[clip-path:inset(40%_0)]',
  'forced-colors:before:bg-[CanvasText]',
].join(' ');

/**
 * A checkbox: a native `<input type="checkbox">` (keyboard, label clicks, forms and screen readers
 * work as for any checkbox) with `checked`/`defaultChecked`/`onCheckedChange`, `'indeterminate'` shown
 * as a dash, and `data-state` (`checked`, `unchecked`, `indeterminate`) for styling. Inside a Field it
 * takes the field's id and error wiring. Native rather than Radix: Radix's checkbox measures itself on
 * mount inside a form, which forced a page layout per checkbox in long forms.
 */
export const Checkbox = /* @__PURE__ */ React.forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, checked: checkedProp, defaultChecked = false, onCheckedChange, onChange, ...props },
  ref,
) {
  const controlProps = useFieldControl(props);
  const [checked, setChecked] = useControllableState<CheckedState>(
    checkedProp,
    defaultChecked,
    onCheckedChange as ((next: CheckedState) => void) | undefined,
  );
  const indeterminate = checked === 'indeterminate';
  const inner = React.useRef<HTMLInputElement | null>(null);
  // `indeterminate` exists only as a DOM property; it is set after every commit that changes it.
  React.useLayoutEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const setRefs = React.useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <input
      data-slot="checkbox"
      data-state={indeterminate ? 'indeterminate' : checked ? 'checked' : 'unchecked'}
      type="checkbox"
      ref={setRefs}
      className={className ? cn(checkboxClassName, className) : checkboxClassName}
      checked={checked === true}
      onChange={(event) => {
        onChange?.(event);
        setChecked(event.target.checked);
      }}
      {...controlProps}
    />
  );
});
