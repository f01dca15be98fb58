import * as React from 'react';
import * as RadioGroupPrimitive from 'radix-ui/radio-group';
import { cn } from '../../lib/utils';
import { useFieldControl } from '../field/field-context';

/** Props of {@link RadioGroup}. */
export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root>;

/**
 * A group of radio buttons (Radix): `value`/`defaultValue`/`onValueChange`, arrow keys move between
 * items. Put it in a `<Field group>` so a legend names it and the error describes it.
 */
export const RadioGroup = /* @__PURE__ */ React.forwardRef<
  React.ComponentRef<typeof RadioGroupPrimitive.Root>,
  RadioGroupProps
>(function RadioGroup({ className, ...props }, ref) {
  const { id: _id, ...controlProps } = useFieldControl(props);
  // The group's id belongs to the first radio (the error summary link target), not the wrapper.
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('grid gap-3', className)}
      ref={ref}
      {...controlProps}
    />
  );
});

/** Props of {@link RadioGroupItem}. */
export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item>;

/** One radio button; label it with a `<Label htmlFor>` next to it. */
export const RadioGroupItem = /* @__PURE__ */ React.forwardRef<
  React.ComponentRef<typeof RadioGroupPrimitive.Item>,
  RadioGroupItemProps
>(function RadioGroupItem({ className, ...props }, ref) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        'peer aspect-square size-5 shrink-0 rounded-full border border-input bg-background text-primary shadow-xs',
        'outline-none focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[state=checked]:border-primary',
        // Forced colours (Windows High Contrast) paint backgrounds over: the dot keeps its own system colour.
        'forced-colors:data-[state=checked]:border-[Highlight]',
        className,
      )}
      ref={ref}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="relative flex items-center justify-center"
      >
        <span className="size-2.5 rounded-full bg-primary forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none" />
      </RadioGroupPrimitive.Indicator>
    </RadioGroupPrimitive.Item>
  );
});
