export * from './client';
export { anySignal, fillPath, getClientIdFromSearch, joinUrl, toFieldErrors, toQueryString } from './request';
