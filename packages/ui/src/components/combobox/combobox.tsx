import * as React from 'react';
import { Command as CommandPrimitive, useCommandState } from 'cmdk';
import { CheckIcon, ChevronsUpDownIcon, PlusIcon } from 'lucide-react';
import * as Popover from 'radix-ui/popover';
import { t } from '@leasekit/core';
import { useCurrentLocale } from '@leasekit/core/react';
import { usePortalContainment } from '../../lib/portal-container';
import { cn } from '../../lib/utils';
import { groupOptions } from '../../lib/group-options';
import { useControllableState } from '../../lib/use-controllable-state';
import { useFieldControl, useFieldLabelId } from '../field/field-context';
import { inputVariants } from '../input/input';
import { Spinner } from '../spinner/spinner';
import { useBrandMessages } from '../../lib/brand-messages';

/** One choice: a text and value pair (01 §3), optionally under a group heading. */
export interface ComboboxOption {
  text: string;
  value: unknown;
  /** The group heading it is listed under; ungrouped by default. */
  group?: string;
  /** Whether it cannot be chosen; off by default. */
  disabled?: boolean;
}

/** Props of {@link Combobox}. */
export interface ComboboxProps {
  /** The choices to list (e.g. the option search store's `options`). */
  options: readonly ComboboxOption[];
  /** The chosen value; controlled when defined (`null` for none). Compared with `Object.is`. */
  value?: unknown;
  /** The starting value when uncontrolled; none by default. */
  defaultValue?: unknown;
  /**
   * The chosen value's text when no listed option has it (a server search's earlier answer, or a name
   * kept as typed); by default the text of the last option chosen here.
   */
  valueText?: string;
  /** Called with the chosen value and its option. */
  onValueChange?: (value: unknown, option: ComboboxOption | null) => void;
  /** The search term; controlled when set. */
  search?: string;
  /**
   * The starting search term when `search` is not set; empty by default. With `defaultOpen` it renders
   * a list as the shopper left it (a Docs page state) without typing.
   */
  defaultSearch?: string;
  /**
   * Called as the term changes. When given, the list is taken as already filtered by the caller (the
   * server search); without it the options are filtered here by their text.
   */
  onSearchChange?: (term: string) => void;
  /** A hint under the search box, e.g. 'Type 3 or more character(s)' or the no-results text. */
  hint?: React.ReactNode;
  /** The failed search's error text; shown after 'Oops, looks like there was an error'. */
  error?: React.ReactNode;
  /** The failure heading; defaults to the catalogue's 'Oops, looks like there was an error' (01 §8). */
  errorTitle?: React.ReactNode;
  /** Shows a spinner in the list while a search runs; off by default. */
  loading?: boolean;
  /** The text next to the spinner; defaults to 'Loading...'. */
  loadingText?: React.ReactNode;
  /** Taggable: offers to create an option from the typed term, and calls this with it. Off when absent. */
  onCreate?: (text: string) => void;
  /** The create entry's text; defaults to `Add "term"`. */
  createLabel?: (term: string) => React.ReactNode;
  /** Shown when nothing matches and no hint is given; defaults to the catalogue's 'No options found' (01 §8). */
  emptyText?: React.ReactNode;
  /** The trigger's text while nothing is chosen; defaults to 'Select...'. */
  placeholder?: string;
  /** The search box's placeholder; defaults to 'Search...'. */
  searchPlaceholder?: string;
  /** Accessible name of the search box; defaults to 'Search'. */
  searchLabel?: string;
  /** Accessible name of the popup outside a Field (inside one, the field's label names it); defaults to 'Options'. */
  label?: string;
  /** Whether the list is open; controlled when set. */
  open?: boolean;
  /** Whether the list starts open when `open` is not set; closed by default. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Disables the combobox; off by default. */
  disabled?: boolean;
  /** The trigger's id; inside a Field it defaults to the field's. */
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * An autocomplete: a button that opens a searchable list (cmdk in a Radix Popover). It renders what
 * its caller decides: the option search store drives `options`, `hint`, `error` and `loading` through
 * `onSearchChange`, and a taggable select passes `onCreate`. Inside a Field the button takes the
 * field's id and error wiring.
 */
export const Combobox = /* @__PURE__ */ React.forwardRef<HTMLButtonElement, ComboboxProps>(function Combobox(
  {
    options,
    value,
    defaultValue = null,
    valueText,
    onValueChange,
    search,
    defaultSearch = '',
    onSearchChange,
    hint,
    error,
    errorTitle,
    loading = false,
    loadingText = 'Loading...',
    onCreate,
    createLabel = (term) => `Add "${term}"`,
    emptyText,
    placeholder = 'Select...',
    searchPlaceholder = 'Search...',
    searchLabel = 'Search',
    label = 'Options',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    ...props
  },
  ref,
) {
  const [selected, setSelected] = useControllableState<unknown>(value, defaultValue);
  const [term, setTerm] = useControllableState<string>(search, defaultSearch, onSearchChange);
  const [open, setOpen] = useControllableState<boolean>(openProp, defaultOpen, onOpenChange);
  const controlProps = useFieldControl(props);
  const labelId = useFieldLabelId();
  const locale = useCurrentLocale();
  const messages = useBrandMessages();
  // Inside a PortalContainerProvider (a documentation page) the list opens inside its container.
  const containment = usePortalContainment();
  // cmdk gives its listbox an id of its own (it overrides an id passed in), so the trigger learns the
  // rendered list's id from the element instead of naming one.
  const [listId, setListId] = React.useState<string>();
  const chosen = options.find((option) => Object.is(option.value, selected)) ?? null;
  const [chosenText, setChosenText] = React.useState<string | null>(chosen?.text ?? null);
  // Server searches replace the options; remember the chosen text so the trigger keeps showing it.
  const shownText = chosen?.text ?? (selected == null ? null : (chosenText ?? valueText ?? null));
  const serverFiltered = onSearchChange !== undefined;
  const trimmed = term.trim();
  const canCreate =
    onCreate !== undefined &&
    trimmed.length > 0 &&
    !options.some((option) => option.text.toLowerCase() === trimmed.toLowerCase());

  const choose = (option: ComboboxOption) => {
    setSelected(option.value);
    setChosenText(option.text);
    onValueChange?.(option.value, option);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-slot="combobox-trigger"
        role="combobox"
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-controls={open ? listId : undefined}
        data-empty={shownText ? undefined : true}
        className={cn(
          inputVariants(),
          'items-center justify-between gap-2 text-left data-[empty=true]:text-muted-foreground',
          className,
        )}
        ref={ref}
        {...controlProps}
      >
        <span data-slot="combobox-value" className="truncate">
          {shownText ?? placeholder}
        </span>
        <ChevronsUpDownIcon aria-hidden="true" className="size-4 shrink-0 opacity-70" />
      </Popover.Trigger>
      <Popover.Portal container={containment?.container ?? undefined}>
        <Popover.Content
          data-slot="combobox-content"
          aria-labelledby={labelId}
          aria-label={labelId ? undefined : label}
          align="start"
          sideOffset={4}
          className="z-50 w-(--radix-popover-trigger-width) min-w-56 rounded-md border border-border bg-popover p-0 text-popover-foreground shadow-overlay outline-none"
        >
          <CommandPrimitive
            data-slot="combobox-command"
            label={searchLabel}
            shouldFilter={!serverFiltered}
            filter={(itemValue, query, keywords) =>
              itemValue === '__create__' ||
              (keywords ?? []).join(' ').toLowerCase().includes(query.trim().toLowerCase())
                ? 1
                : 0
            }
            className="flex flex-col"
          >
            <CommandPrimitive.Input
              data-slot="combobox-input"
              placeholder={searchPlaceholder}
              value={term}
              onValueChange={setTerm}
              className="h-control border-b border-border bg-transparent px-3 text-base outline-none placeholder:text-muted-foreground"
            />
            {hint || error ? (
              <div data-slot="combobox-message" role="status" className="px-3 py-2 text-sm">
                {error ? (
                  <p data-slot="combobox-error" className="text-destructive">
                    {errorTitle ?? t('search.failed', undefined, locale, messages)} {error}
                  </p>
                ) : (
                  <p data-slot="combobox-hint" className="text-muted-foreground">
                    {hint}
                  </p>
                )}
              </div>
            ) : null}
            {loading ? (
              <div
                data-slot="combobox-loading"
                role="status"
                className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground"
              >
                <Spinner size="sm" label="" />
                {loadingText}
              </div>
            ) : null}
            {!loading && !hint && !error ? (
              <CommandPrimitive.Empty
                data-slot="combobox-empty"
                className="px-3 py-2 text-sm text-muted-foreground"
              >
                {emptyText ?? t('search.noOptions', undefined, locale, messages)}
              </CommandPrimitive.Empty>
            ) : null}
            <ComboboxList onListId={setListId}>
              {groupOptions(options).map(([group, items]) => (
                <CommandPrimitive.Group
                  key={group}
                  heading={group || undefined}
                  data-slot="combobox-group"
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {items.map(({ option, index }) => {
                    const isChosen = Object.is(option.value, selected);
                    return (
                      <CommandPrimitive.Item
                        key={index}
                        value={`option-${index}`}
                        keywords={[option.text]}
                        disabled={option.disabled}
                        data-slot="combobox-item"
                        data-checked={isChosen || undefined}
                        onSelect={() => choose(option)}
                        className="relative flex cursor-default items-center gap-2 rounded-sm px-2 py-2 text-base outline-none select-none data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                      >
                        <CheckIcon
                          aria-hidden="true"
                          className={cn('size-4 shrink-0', isChosen ? 'opacity-100' : 'opacity-0')}
                        />
                        {option.text}
                      </CommandPrimitive.Item>
                    );
                  })}
                </CommandPrimitive.Group>
              ))}
              {canCreate ? (
                <CommandPrimitive.Item
                  value="__create__"
                  data-slot="combobox-create"
                  onSelect={() => {
                    onCreate(trimmed);
                    setOpen(false);
                  }}
                  className="flex cursor-default items-center gap-2 rounded-sm px-2 py-2 text-base outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                >
                  <PlusIcon aria-hidden="true" className="size-4 shrink-0" />
                  {createLabel(trimmed)}
                </CommandPrimitive.Item>
              ) : null}
            </ComboboxList>
          </CommandPrimitive>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});

/** The listbox; hidden while nothing is listed, as an empty listbox is invalid ARIA. */
function ComboboxList({
  onListId,
  children,
}: {
  onListId: (id: string | undefined) => void;
  children: React.ReactNode;
}) {
  const count = useCommandState((state) => state.filtered.count);
  const listRef = React.useCallback(
    (node: HTMLDivElement | null) => onListId(node?.id || undefined),
    [onListId],
  );
  return (
    <CommandPrimitive.List
      ref={listRef}
      data-slot="combobox-list"
      hidden={count === 0}
      className="max-h-72 overflow-y-auto p-1"
    >
      {children}
    </CommandPrimitive.List>
  );
}
