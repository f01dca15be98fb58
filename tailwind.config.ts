/**
 * The shared design tokens of the workspace. They live in @leasekit/ui (which publishes them with its
 * preset.css, bridged into Tailwind v4's CSS-first config with `@config`); this file re-exports them for
 * tooling that looks for a root Tailwind config.
 */
export { colors, default } from './packages/ui/src/styles/tailwind.config';
