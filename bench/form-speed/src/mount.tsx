import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { benchFields, type BenchField, type BenchFieldType } from './fields';
import { afterNextFrame, installProbe, onFieldRender, onFormRender } from './instrument';

/**
 * Mounts a benchmark page: reads the field count from `?n=` (300 by default), times the library's setup
 * (`setup` builds its schema or engine, and puts `onRender` on a Profiler in each field) plus a
 * synchronous first render and commit, then the first frame, and marks the page ready. The whole form
 * sits in a Profiler that counts commits.
 */
export function mountMeasured(
  library: string,
  setup: (fields: readonly BenchField[], onRender: ProfilerOnRenderCallback) => ReactNode,
): void {
  const query = new URLSearchParams(window.location.search);
  const count = Number(query.get('n') ?? 300);
  const probe = installProbe(library, count);
  const types = query.get('types')?.split(',') as BenchFieldType[] | undefined;
  const fields = benchFields(count, types);
  const root = createRoot(document.getElementById('root')!);
  performance.mark('mount-start');
  const start = performance.now();
  flushSync(() =>
    root.render(
      <Profiler id="form" onRender={onFormRender}>
        {setup(fields, onFieldRender)}
      </Profiler>,
    ),
  );
  probe.mountCommit = performance.now() - start;
  performance.mark('mount-commit');
  void afterNextFrame().then((painted) => {
    probe.mountPaint = painted - start;
    performance.mark('mount-paint');
    probe.ready = true;
  });
}
