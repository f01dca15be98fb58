import type * as React from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

/** Props of {@link Label}. */
export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root>;

/** The label's own classes, joined once; tailwind-merge runs only when a caller adds classes. */
export const labelClassName = [
  'flex items-center gap-2 text-sm leading-none font-medium text-foreground select-none',
  'group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
].join(' ');

/** A form label (Radix Label); it dims when its peer or group is disabled. */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={className ? cn(labelClassName, className) : labelClassName}
      {...props}
    />
  );
}
