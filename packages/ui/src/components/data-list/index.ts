export { DataList, dataListVariants, type DataListColumn, type DataListProps } from './data-list';
