export {
  Screen,
  SkipLink,
  SCREEN_MAIN_ID,
  type SkipLinkProps,
  Breadcrumbs,
  getBreadcrumbs,
  screenVariants,
  type ScreenProps,
  type BreadcrumbsProps,
  type BreadcrumbItem,
  type RouteMatchLike,
  type GetBreadcrumbsOptions,
} from './screen';
