/**
 * The one place a variant of this app is made: its brands (brand objects with logo, numbers, link,
 * fonts and text overrides per locale: ./brands.tsx) and their theme CSS (./themes.css, imported by
 * src/app.css). The runtime configuration (API base URL, environment, default locale, host origin,
 * theme of the first paint) comes from the serving page or VITE_* variables: src/config.ts.
 */
export { brands, harborBrand } from './brands';
