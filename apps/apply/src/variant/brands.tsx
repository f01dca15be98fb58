import { builtInBrands, type Brand } from '@leasekit/ui/theme-provider';

/**
 * Harbor Lease: a brand this app registers itself (neither core nor ui knows it). Its colours are in
 * ./themes.css under `[data-theme='harbor']`; the sandbox seeds a retailer whose stores use it.
 * Contact numbers are invented, in the 555-01xx range reserved for fiction.
 */
export const harborBrand: Brand = {
  id: 'harbor',
  name: 'Harbor Lease',
  supportPhone: '(833) 555-0126',
  contactPhone: '(822) 555-0148',
  url: 'https://harbor.example.com',
  logo: (
    <svg
      role="img"
      aria-label="Harbor Lease"
      viewBox="0 0 132 28"
      width="132"
      height="28"
      className="text-primary"
    >
      <circle cx="14" cy="14" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M14 7v14M8 15a6 6 0 0 0 12 0" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <text x="32" y="20" fill="currentColor" fontSize="15" fontWeight="700" fontFamily="inherit">
        Harbor Lease
      </text>
    </svg>
  ),
  messages: {
    en: { 'app.store.heading': 'Choose your Harbor store' },
    es: { 'app.store.heading': 'Elija su tienda Harbor' },
  },
};

/**
 * The brands this app knows, by theme id: the two built in (default first, the fallback for an
 * unknown id) plus the variant's own. Add a brand here and its CSS block to ./themes.css.
 */
export const brands: readonly Brand[] = [...builtInBrands, harborBrand];
