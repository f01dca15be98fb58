export {
  ThemeProvider,
  useBrand,
  BrandLogo,
  type ThemeProviderProps,
  type BrandLogoProps,
} from './theme-provider';
export {
  brands,
  builtInBrands,
  defaultBrand,
  breezeBrand,
  type Brand,
  type BrandTheme,
  type BuiltInBrandId,
  type ThemeTokenName,
} from './brands';
