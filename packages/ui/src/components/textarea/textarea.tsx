import * as React from 'react';
import { cn } from '../../lib/utils';
import { useFieldControl } from '../field/field-context';
import { inputVariants } from '../input/input';

/** Props of {@link Textarea}. */
export type TextareaProps = React.ComponentProps<'textarea'>;

/** A multi-line text input that grows with its content (field-sizing), at least 4 lines tall. */
export const Textarea = /* @__PURE__ */ React.forwardRef<HTMLTextAreaElement, TextareaProps>(
  function Textarea({ className, ...props }, ref) {
    const controlProps = useFieldControl(props);
    return (
      <textarea
        data-slot="textarea"
        className={cn(inputVariants(), 'field-sizing-content h-auto min-h-24 py-2', className)}
        ref={ref}
        {...controlProps}
      />
    );
  },
);
