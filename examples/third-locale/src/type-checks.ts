// Compiled by the build's strict tsc and never imported: an unknown message code is a type error, and
// so is a locale nobody registered. If the registries stopped being typed, the expected errors would
// be missing and the build would fail.
import type { Locale } from '@leasekit/core';
import type { FormSchema } from '@leasekit/core/form';

export const misspelt: FormSchema = {
  // @ts-expect-error -- neither a built-in code nor one declared in AppMessages
  title: { code: 'shop.contact.titel' },
};

// @ts-expect-error -- German is not registered
export const german: Locale = 'de';
