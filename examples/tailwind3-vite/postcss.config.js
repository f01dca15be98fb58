// Tailwind v3 as a PostCSS plugin, the v3 way. It processes the app's own CSS; the kit's sheet has no
// Tailwind directives, so v3 leaves it as it is.
export default { plugins: { tailwindcss: {} } };
