import type { LeaseApplicationAppearance, LogoProps } from '@leasekit/apply';
import type { Brand } from '@leasekit/ui';

/**
 * Northwind Lease as the app's one brand. Its id is `default`, the brand every store record that names
 * no brand of its own resolves to, so every Northwind store (and the sandbox's demo stores) shows it.
 * The numbers are invented, in the 555-01xx range reserved for fiction.
 */
export const northwind: Brand = {
  id: 'default',
  name: 'Northwind Lease',
  supportPhone: '(877) 555-0134',
  contactPhone: '(877) 555-0135',
  url: 'https://northwind.example.com',
};

/** The brands a store record's theme can pick: Northwind alone. */
export const brands: readonly Brand[] = [northwind];

/**
 * Northwind's look as data: the application derives every colour token from these (contrast checked)
 * and sets them on its own root, so no theme file is needed. System fonts only: no web font to load.
 */
export const appearance: LeaseApplicationAppearance = {
  variables: {
    primary: '#1d4e89',
    accent: '#e3eefa',
    radius: '0.25rem',
    fontSans: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontHeading: 'Georgia, "Times New Roman", serif',
  },
  elements: { 'app-bar': 'border-b-4 border-primary' },
};

/** The app bar's logo: a compass mark and the brand's name, one image named after the brand. */
export function Logo({ brand }: LogoProps) {
  return (
    <svg
      role="img"
      aria-label={brand.name}
      viewBox="0 0 170 28"
      width="170"
      height="28"
      className="text-primary"
    >
      <circle cx="14" cy="14" r="12" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M14 4l4 10-4 10-4-10z" fill="currentColor" />
      <text x="32" y="20" fill="currentColor" fontSize="16" fontWeight="700" fontFamily="Georgia, serif">
        {brand.name}
      </text>
    </svg>
  );
}
