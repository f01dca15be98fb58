import * as React from 'react';
import { ChevronDownIcon } from '../../lib/icons';
import { cn } from '../../lib/utils';
import { useFieldAutofill, useFieldControl } from '../field/field-context';
import { nativeSelectClassName } from '../select/select-trigger-class';

/** Props of {@link NativeSelect}. */
export interface NativeSelectProps extends React.ComponentProps<'select'> {
  /**
   * The text of an empty first option ('Select...'); none by default. While a controlled `value` is ''
   * the select shows it in the placeholder colour.
   */
  placeholder?: string;
}

/**
 * A native `<select>` with the look of Select's trigger and a chevron beside it. For short, plain option
 * lists it costs no script (Radix Select is about 32 KB gzip) and gets the platform's own keyboard,
 * typeahead, touch picker and screen-reader behaviour; where the browser supports the customizable
 * select (Chromium) the open list takes the brand's tokens too (the preset CSS), elsewhere the OS draws
 * it. Use it inside a Field for label and error wiring; options are {@link NativeSelectOption}s, grouped
 * under headings by {@link NativeSelectOptGroup}s.
 */
export const NativeSelect = /* @__PURE__ */ React.forwardRef<HTMLSelectElement, NativeSelectProps>(
  function NativeSelect({ className, placeholder, children, ...props }, ref) {
    const controlProps = useFieldAutofill(useFieldControl(props));
    return (
      <div data-slot="native-select-wrapper" className="relative">
        <select
          data-slot="native-select"
          data-placeholder={placeholder !== undefined && props.value === '' ? '' : undefined}
          className={className ? cn(nativeSelectClassName, className) : nativeSelectClassName}
          ref={ref}
          {...controlProps}
        >
          {placeholder !== undefined ? <NativeSelectOption value="">{placeholder}</NativeSelectOption> : null}
          {children}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          data-slot="native-select-icon"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70 peer-disabled:opacity-35"
        />
      </div>
    );
  },
);

/** One option of a {@link NativeSelect}: an `<option>` with its slot. */
export const NativeSelectOption = /* @__PURE__ */ React.forwardRef<
  HTMLOptionElement,
  React.ComponentProps<'option'>
>(function NativeSelectOption(props, ref) {
  return <option data-slot="native-select-option" ref={ref} {...props} />;
});

/** A group of {@link NativeSelectOption}s under a heading (`label`): an `<optgroup>` with its slot. */
export const NativeSelectOptGroup = /* @__PURE__ */ React.forwardRef<
  HTMLOptGroupElement,
  React.ComponentProps<'optgroup'>
>(function NativeSelectOptGroup(props, ref) {
  return <optgroup data-slot="native-select-optgroup" ref={ref} {...props} />;
});
