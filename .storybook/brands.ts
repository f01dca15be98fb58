import type { Brand } from '../packages/ui/src/components/theme-provider';
import { builtInBrands } from '../packages/ui/src/components/theme-provider/brands';
import { exampleThirdBrand } from '../packages/ui/src/components/theme-provider/example-third-brand';
import { brands as appBrands } from '../apps/apply/src/variant/brands';

/**
 * Every brand registered in the repository, once each by id, the default first: @leasekit/ui's built-in
 * two, its example third brand, and the reference app's own (apps/apply/src/variant). The toolbar lists
 * them all; their theme CSS is imported by storybook.css.
 */
export const storybookBrands: readonly Brand[] = [...builtInBrands, exampleThirdBrand, ...appBrands].filter(
  (brand, index, all) => all.findIndex((other) => other.id === brand.id) === index,
);
