/** The team's Tailwind v3 configuration: its own sources only, v3's default theme. */
export default {
  content: ['./index.html', './src/**/*.tsx'],
  theme: { extend: {} },
  plugins: [],
};
