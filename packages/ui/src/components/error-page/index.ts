export {
  ErrorPage,
  errorPageVariants,
  errorPageTexts,
  type ErrorPageKind,
  type ErrorPageProps,
} from './error-page';
