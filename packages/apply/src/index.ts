// The lease application as a product: the whole flow as one component or one starter, and its
// configuration. The screens on their own are the `@leasekit/apply/screens` entry.
export {
  LeaseApplication,
  startLeaseApplication,
  type LeaseApplicationHandle,
  type LeaseApplicationProps,
  type StartLeaseApplicationOptions,
} from './lease-application';
export {
  readConfig,
  readCheckpointConfig,
  type AppConfig,
  type CheckpointPageConfig,
  type ImportMetaEnvLike,
  type InjectedConfig,
} from './config';
// The customisation a team gives as props (docs/customization.md): the types of each field and of the
// parts it may replace.
export type {
  AppearanceElements,
  AppearanceVariables,
  ElementSlot,
  LeaseApplicationAppearance,
  LeaseApplicationComponents,
  LeaseApplicationCustomization,
  LeaseApplicationError,
  LeaseApplicationEvent,
  LeaseApplicationLocalization,
  LogoProps,
  OfferCardProps,
  StoreDetailsProps,
} from './customization/customization';
