import * as React from 'react';
import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { createList, type ApiResult, type ListOptions } from '@leasekit/core';
import { LocaleProvider } from '@leasekit/core/react';
import { ThemeProvider, defaultBrand } from '../../packages/ui/src/components/theme-provider';
import { PortalContainerProvider } from '../../packages/ui/src/lib/portal-container';
import { rowsSchema } from '../../packages/ui/test/rows-schema';
import { storybookBrands } from '../brands';

/**
 * The brand a Docs page shows: the one the toolbar set on `<html>` (the preview's decorator sets it as the
 * page's first story renders), followed as it changes.
 */
function useDocumentBrand() {
  const id = React.useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
      return () => observer.disconnect();
    },
    () => document.documentElement.dataset.theme ?? 'default',
  );
  return storybookBrands.find((brand) => brand.id === id) ?? defaultBrand;
}

/**
 * Do and don't, side by side: each example is drawn with the real components in the page's brand, its
 * verdict written out ("Do", "Don't") so it is read by screen readers and never told by colour or icon
 * alone. `sb-unstyled` keeps Storybook's docs styles off the components.
 */
export function DoDont({ children }: { children: React.ReactNode }) {
  const brand = useDocumentBrand();
  return (
    <ThemeProvider brand={brand} applyToDocument={false}>
      <LocaleProvider locale="en">
        <div className="sb-unstyled my-4 grid gap-4 font-sans text-foreground md:grid-cols-2">{children}</div>
      </LocaleProvider>
    </ThemeProvider>
  );
}

const verdicts = {
  do: { label: 'Do', Icon: CircleCheckIcon, colour: 'border-t-success', text: 'text-success' },
  dont: { label: "Don't", Icon: CircleXIcon, colour: 'border-t-destructive', text: 'text-destructive' },
} as const;

/** One example of {@link DoDont}: the components as they should (`do`) or should not (`dont`) be used. */
export function Example({
  verdict,
  why,
  children,
}: {
  verdict: keyof typeof verdicts;
  /** Why, in one sentence; it follows the verdict in the caption. */
  why: string;
  children: React.ReactNode;
}) {
  const { label, Icon, colour, text } = verdicts[verdict];
  return (
    <figure
      data-do-dont={verdict}
      className={`m-0 flex flex-col overflow-hidden rounded-lg border border-t-4 border-border ${colour} bg-background`}
    >
      <div className="flex min-h-28 flex-1 flex-wrap items-center gap-3 p-4">{children}</div>
      <figcaption className="flex items-start gap-2 border-t border-border p-3 text-sm">
        <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${text}`} />
        <span>
          <strong className={text}>{label}:</strong> {why}
        </span>
      </figcaption>
    </figure>
  );
}

/** A box a dialog of an example opens in (non-modal, centred in it), never over the Docs page. */
export function DialogBox({ children }: { children: React.ReactNode }) {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer} className="relative isolate h-72 w-full overflow-hidden rounded-md bg-muted">
      <PortalContainerProvider container={container}>{children}</PortalContainerProvider>
    </div>
  );
}

interface SampleStore {
  id: number;
  name: string;
  city: string;
  phone: string;
  hours: string;
  manager: string;
}

const sampleStores: SampleStore[] = [
  ['Main Street', 'Austin'],
  ['Lakeside', 'Boston'],
  ['Riverside', 'Chicago'],
].map(([name, city], index) => ({
  id: index + 12,
  name: `${name!} Store`,
  city: city!,
  phone: `(555) 010-10${index + 10}`,
  hours: '9 am to 9 pm',
  manager: ['Avery Anderson', 'Robin Diaz', 'Sam Lee'][index]!,
}));

/** A list of the sample stores, all on one page, answered at once: the examples' DataList data. */
export function useSampleStoreList() {
  const [list] = React.useState(() =>
    createList<SampleStore>({
      url: '/stores',
      transport: (async () =>
        ({
          status: true,
          code: 200,
          // 01 §3: the rows are the envelope's data, the pager fields its meta.
          data: sampleStores,
          meta: {
            current_page: 1,
            last_page: 1,
            total: sampleStores.length,
            per_page: 25,
            from: 1,
            to: sampleStores.length,
          },
          error: null,
        }) satisfies ApiResult<unknown>) as ListOptions['transport'],
      answer: rowsSchema(
        (row): row is SampleStore =>
          typeof row === 'object' &&
          row !== null &&
          'id' in row &&
          typeof row.id === 'number' &&
          'name' in row &&
          typeof row.name === 'string',
      ),
    }),
  );
  React.useEffect(() => () => list.dispose(), [list]);
  return list;
}
