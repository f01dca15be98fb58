// The format entry (@leasekit/core/format): money, phone, id and date formats and input masks, applied
// at the edge. Its own entry, so the main entry stays the platform.
export {
  formatExpressPayAmount,
  formatMoney,
  maskId,
  maskPhone,
  maskSsn,
  parseMoney,
  PHONE_MASK,
  PHONE_MAX_LENGTH,
  sanitizeDateInput,
  sanitizeMoneyInput,
  unmaskPhone,
} from '../rules/format';
export { formatAddress } from '../rules/address';
export { DEFAULT_DATE_DISPLAY_FORMAT, formatDate, formatDateTime } from '../rules/format-date';
