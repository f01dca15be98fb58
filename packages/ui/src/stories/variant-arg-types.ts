import type { ArgTypes } from '@storybook/react-vite';

/** The part of a `cva` config the props table reads: the variants with their values, and the defaults. */
export interface VariantConfig {
  variants: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
}

/**
 * Storybook argTypes for a component's `cva` variants, derived from the same config the component styles
 * itself with, so the props table can never drift from it: for each variant its values as a select
 * control and as the type (`'default' | 'sm' | …`), its default, and a description (`descriptions`, by
 * variant name; none by default). The type checker sees `VariantProps` only, which names no default.
 */
export function getVariantArgTypes(
  config: VariantConfig,
  descriptions: Partial<Record<string, string>> = {},
): Partial<ArgTypes> {
  return Object.fromEntries(
    Object.entries(config.variants).map(([name, values]) => {
      const options = Object.keys(values);
      const fallback = config.defaultVariants?.[name];
      return [
        name,
        {
          control: 'select',
          options,
          ...(descriptions[name] ? { description: descriptions[name] } : {}),
          table: {
            type: { summary: options.map((option) => `'${option}'`).join(' | ') },
            ...(fallback === undefined ? {} : { defaultValue: { summary: `'${String(fallback)}'` } }),
          },
        },
      ];
    }),
  );
}
