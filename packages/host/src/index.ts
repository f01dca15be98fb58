export * from './open-lease-checkout';
