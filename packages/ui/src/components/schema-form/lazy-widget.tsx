import * as React from 'react';
import type { SchemaWidgetProps } from './types';

/** Shown in the control's place while a lazily loaded widget's code arrives: an empty control outline. */
function WidgetLoading() {
  return (
    <div
      data-slot="schema-form-widget-loading"
      aria-hidden="true"
      className="h-control w-full rounded-md border border-input bg-muted"
    />
  );
}

/**
 * Makes a widget whose code loads the first time a field of its type is shown, so a page pays only
 * for the widgets its forms use. `load` resolves to the component, e.g.
 * `lazyWidget(() => import('./signature-widget').then((m) => m.SignatureWidget))`; the bundler puts that
 * module in its own chunk. Until it arrives the field shows an empty control outline under its label.
 * Call it once at module level (as the registry entry), not during render.
 */
export function lazyWidget(
  load: () => Promise<React.ComponentType<SchemaWidgetProps>>,
): React.ComponentType<SchemaWidgetProps> {
  const Lazy = React.lazy(() => load().then((component) => ({ default: component })));
  function LazyWidget(props: SchemaWidgetProps) {
    return (
      <React.Suspense fallback={<WidgetLoading />}>
        <Lazy {...props} />
      </React.Suspense>
    );
  }
  return LazyWidget;
}
