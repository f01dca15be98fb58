import { Canvas } from '@storybook/addon-docs/blocks';
import type { ModuleExports } from 'storybook/internal/types';

/** A story export's display name: its `name`, else the export name in words (`LongNames` → 'Long names'). */
function storyName(exportName: string, story: unknown): string {
  const named = (story as { name?: unknown }).name;
  if (typeof named === 'string') return named;
  const words = exportName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every story of a CSF module on one page, in the file's order: a screen's states side by side for the
 * Flows pages. Play functions do not run here (docs never autoplay), so each shows its first frame.
 */
export function AllStates({ of }: { of: ModuleExports }) {
  const order = (of.__namedExportsOrder as string[] | undefined) ?? Object.keys(of);
  const names = order.filter((name) => name !== 'default' && typeof of[name] === 'object');
  return (
    <>
      {names.map((name) => (
        <section key={name}>
          <h3>{storyName(name, of[name])}</h3>
          <Canvas of={of[name]} sourceState="none" />
        </section>
      ))}
    </>
  );
}
