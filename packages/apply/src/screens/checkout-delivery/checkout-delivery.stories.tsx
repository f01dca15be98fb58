import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '@leasekit/core';
import { getEmptyDeliveryChoice, type DeliveryChoice, type ServiceAnswer } from '@leasekit/core/checkout';
import { CheckoutDeliveryScreen } from './checkout-delivery';

const items = [
  {
    sku: 'TV-55-4K',
    description: '55" 4K television',
    quantity: 1,
    services: ['delivery', 'pickup', 'shipping'] as const,
    requiredParts: [{ sku: 'MOUNT-1', description: 'Wall mount', quantity: 1 }],
  },
  { sku: 'SB-200', description: 'Soundbar', quantity: 1, services: ['pickup', 'shipping'] as const },
];
const none = { 'TV-55-4K': getEmptyDeliveryChoice(), 'SB-200': getEmptyDeliveryChoice() };
const chosen: Record<string, DeliveryChoice> = {
  'TV-55-4K': { ...getEmptyDeliveryChoice(), type: 'delivery', selected_deliveries: ['standard'] },
  'SB-200': { ...getEmptyDeliveryChoice(), type: 'shipping' },
};
const services: Record<string, ServiceAnswer> = {
  'TV-55-4K': {
    type: 'home-delivery',
    data: {
      stores: [],
      'delivery-service': {
        types: [
          { id: 'standard', label: 'Standard delivery', price: 49.99 },
          { id: 'install', label: 'Delivery and installation', price: 0.01 },
          { id: 'haul-away', label: 'Haul-away of old item', price: 19.99 },
        ],
        windows: [
          { date: '2026-11-23', times: ['08:00-12:00', '12:00-16:00'] },
          { date: '2026-11-24', times: ['08:00-12:00'] },
        ],
      },
      options: [],
    },
  },
  'SB-200': {
    type: 'shipping',
    data: {
      stores: [],
      options: [
        { id: 'ground', label: 'Ground (5-7 business days)', price: 0 },
        { id: 'express', label: 'Express (2 business days)', price: 24.99 },
      ],
    },
  },
};

const meta = {
  title: 'Apply/Screens/Checkout/Delivery options',
  component: CheckoutDeliveryScreen,
  args: {
    locale: 'en',
    step: 1,
    zip: '',
    address: { line_1: '', city: '', state: '' },
    items,
    choices: none,
  },
  render: (args, { globals }) => (
    <CheckoutDeliveryScreen {...args} locale={globals.locale === 'es' ? 'es' : 'en'} />
  ),
} satisfies Meta<typeof CheckoutDeliveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 before a zip of 5 digits: no services yet, Continue disabled. */
export const EnterZip: Story = { name: 'Enter ZIP' };

/** Step 1 while availability is checked. */
export const Checking: Story = { args: { zip: '43215', checking: true } };

/** Step 1 with the services each item can use. */
export const ChooseServices: Story = { args: { zip: '43215', availabilityKnown: true } };

/** Step 1 after Continue without a service for an item, and shipping without a full address. */
export const ServiceErrors: Story = {
  args: {
    zip: '43215',
    availabilityKnown: true,
    choices: { ...none, 'SB-200': { ...getEmptyDeliveryChoice(), type: 'shipping' } },
    errors: {
      'TV-55-4K': 'Please select at least one service per available item!',
      'SB-200': 'Full address is required for shipping!',
    },
  },
};

/** Step 1 with an item that has no fulfilment option: its notice, and only Return to Retailer goes on. */
export const MissingFulfilment: Story = {
  args: {
    zip: '43215',
    availabilityKnown: true,
    missingOptions: true,
    items: [
      items[0]!,
      {
        sku: 'LAMP-NOSTOCK',
        description: 'Lamp',
        quantity: 1,
        services: [],
        notice: 'Lamp is not in stock. The item will be removed from the contract.',
      },
    ],
  },
};

/** Step 2 'Configure Services': delivery types (haul-away after another type), date and window; shipment types. */
export const Configure: Story = {
  args: { step: 2, zip: '43215', availabilityKnown: true, choices: chosen, services },
};

/** Step 2 after Submit with missing configuration. */
export const ConfigureErrors: Story = {
  args: {
    step: 2,
    zip: '43215',
    availabilityKnown: true,
    choices: chosen,
    services,
    errors: {
      'TV-55-4K': 'Please select at least one delivery type/date and time of delivery',
      'SB-200': 'Please select at least one shipment type',
    },
  },
};

/** Step 2 while the schedule is submitted, after 30 s (the retry hint). */
export const Saving: Story = {
  args: {
    step: 2,
    zip: '43215',
    availabilityKnown: true,
    choices: chosen,
    services,
    save: {
      saving: true,
      label: 'Saving. Wait for a moment...',
      retryHintVisible: true,
      retryHint: 'If this takes more than 30 seconds to save...',
      retryAction: 'click here',
    },
  },
};

/** The schedule failure modal 'Lease Amount' with Return to Retailer. */
export const ScheduleFailed: Story = {
  args: {
    step: 2,
    zip: '43215',
    availabilityKnown: true,
    choices: chosen,
    services,
    scheduleError: 'One or more items do not have fulfillment options available.',
  },
};

/** The schedule failed without a message: 'Unknown error occurred…' (02 §8), never an empty modal. */
export const ScheduleFailedUnknown: Story = {
  args: { step: 2, zip: '43215', availabilityKnown: true, choices: chosen, services },
  render: (args, { globals }) => {
    const locale = globals.locale === 'es' ? 'es' : 'en';
    return (
      <CheckoutDeliveryScreen
        {...args}
        locale={locale}
        scheduleError={t('errors.unknownSubmit', undefined, locale)}
      />
    );
  },
};

/** Spanish, step 1. */
export const Spanish: Story = { args: { zip: '43215', availabilityKnown: true }, globals: { locale: 'es' } };
