import * as React from 'react';
import * as SwitchPrimitive from 'radix-ui/switch';
import { cn } from '../../lib/utils';
import { useFieldControl } from '../field/field-context';

/** Props of {@link Switch}. */
export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root>;

/**
 * An on/off switch (Radix, `role="switch"`): `checked`/`defaultChecked`/`onCheckedChange`. Inside a
 * Field it takes the field's id and error wiring.
 */
export const Switch = /* @__PURE__ */ React.forwardRef<
  React.ComponentRef<typeof SwitchPrimitive.Root>,
  SwitchProps
>(function Switch({ className, ...props }, ref) {
  const controlProps = useFieldControl(props);
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors',
        'outline-none focus-visible:outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:ring-2 aria-invalid:ring-destructive',
        'data-[state=checked]:bg-primary data-[state=unchecked]:bg-muted-foreground',
        // Forced colours: a visible track border, and on is a filled Highlight track (off stays Canvas).
        'forced-colors:border-[CanvasText] forced-colors:data-[state=checked]:border-[Highlight] forced-colors:data-[state=checked]:bg-[Highlight] forced-colors:forced-color-adjust-none forced-colors:focus-visible:outline-[CanvasText]',
        className,
      )}
      ref={ref}
      {...controlProps}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 forced-colors:bg-[CanvasText] forced-colors:data-[state=checked]:bg-[HighlightText]"
      />
    </SwitchPrimitive.Root>
  );
});
