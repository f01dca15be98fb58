import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronDownIcon, PencilIcon } from 'lucide-react';
import * as CollapsiblePrimitive from 'radix-ui/collapsible';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { cn } from '../../lib/utils';
import { Button } from '../button/button';
import { useBrandMessages } from '../../lib/brand-messages';

/** Frame variants: `card` (bordered, the summary screen's look, the default) or `plain`. */
export const collapsibleSectionVariants = cva('flex flex-col text-foreground', {
  variants: {
    variant: {
      // The brand's card surface (as Card's); forced colours drop the shadow, so a 1 px border there.
      card: 'rounded-lg border-(length:--lk-surface-border-width) border-border bg-card text-card-foreground shadow-card forced-colors:border forced-colors:border-[CanvasText]',
      plain: '',
    },
  },
  defaultVariants: { variant: 'card' },
});

/** Props of {@link CollapsibleSection}. */
export interface CollapsibleSectionProps
  extends
    Omit<React.ComponentProps<typeof CollapsiblePrimitive.Root>, 'title'>,
    VariantProps<typeof collapsibleSectionVariants> {
  /** The section's title, shown as a level-2 heading (e.g. 'Applicant Information'). */
  title: React.ReactNode;
  /** Plain-text title for the toggle's accessible name when `title` is not a string. */
  titleText?: string;
  /** Called by the Edit button; the button shows only when this is given. */
  onEdit?: () => void;
  /** The Edit button's label; the catalogue's 'Edit' by default. */
  editLabel?: React.ReactNode;
  /** Heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A section of the application summary (02 §2): a heading, an Edit button that returns to the step, and
 * a toggle that shows or hides the content (Radix Collapsible). Open by default (`defaultOpen`), or
 * controlled through `open`/`onOpenChange`; `data-state` is 'open' or 'closed'.
 */
export const CollapsibleSection = /* @__PURE__ */ React.forwardRef<HTMLDivElement, CollapsibleSectionProps>(
  function CollapsibleSection(
    {
      title,
      titleText,
      onEdit,
      editLabel,
      headingLevel = 2,
      variant,
      defaultOpen = true,
      className,
      children,
      ...props
    },
    ref,
  ) {
    const locale = useCurrentLocale();
    const messages = useBrandMessages();
    const Heading = `h${headingLevel}` as const;
    const editText = editLabel ?? t('ui.section.edit', undefined, locale, messages);
    const name = titleText ?? (typeof title === 'string' ? title : '');
    return (
      <CollapsiblePrimitive.Root
        data-slot="collapsible-section"
        defaultOpen={defaultOpen}
        className={cn(collapsibleSectionVariants({ variant }), className)}
        ref={ref}
        {...props}
      >
        <div data-slot="collapsible-section-header" className="flex items-center justify-between gap-2 p-4">
          <Heading className="min-w-0 font-heading text-lg font-semibold break-words">{title}</Heading>
          <div className="flex shrink-0 items-center gap-1">
            {onEdit ? (
              <Button
                data-slot="collapsible-section-edit"
                variant="outline"
                size="sm"
                onClick={onEdit}
                // Several sections each have an Edit button: the name says which section it edits.
                aria-label={typeof editText === 'string' && name ? `${editText} ${name}` : undefined}
              >
                <PencilIcon aria-hidden="true" />
                {editText}
              </Button>
            ) : null}
            <CollapsiblePrimitive.Trigger asChild>
              <Button
                data-slot="collapsible-section-trigger"
                variant="ghost"
                size="icon"
                aria-label={t('ui.section.toggle', { title: name }, locale, messages)}
                className="group"
              >
                <ChevronDownIcon
                  aria-hidden="true"
                  className="transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                />
              </Button>
            </CollapsiblePrimitive.Trigger>
          </div>
        </div>
        <CollapsiblePrimitive.Content data-slot="collapsible-section-content" className="px-4 pb-4">
          {children}
        </CollapsiblePrimitive.Content>
      </CollapsiblePrimitive.Root>
    );
  },
);
