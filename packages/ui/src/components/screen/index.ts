export {
  Screen,
  Breadcrumbs,
  getBreadcrumbs,
  screenVariants,
  type ScreenProps,
  type BreadcrumbsProps,
  type BreadcrumbItem,
  type RouteMatchLike,
  type GetBreadcrumbsOptions,
} from './screen';
