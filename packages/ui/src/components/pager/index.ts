export { Pager, pagerItemVariants, type PagerProps } from './pager';
