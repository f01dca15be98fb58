export {
  CollapsibleSection,
  collapsibleSectionVariants,
  type CollapsibleSectionProps,
} from './collapsible-section';
