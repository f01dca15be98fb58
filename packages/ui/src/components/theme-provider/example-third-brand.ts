import type { Brand } from './brands';

/**
 * An example third team's brand. Together with styles/themes/example-third.css it is all a new brand
 * needs: no component changes. The "Theming/Third brand" story applies it.
 */
export const exampleThirdBrand: Brand = {
  id: 'example-third',
  name: 'Summit Rent-to-Own',
  supportPhone: '(855) 555-0147',
  contactPhone: '(844) 555-0163',
};
