/**
 * Message catalogue entries owned by the `validation` rules (codes are dotted, e.g. `validation.required`).
 * `{field}` is the field's label. Texts marked "spec" are verbatim from 01 §5 / §8; the others are ours,
 * written in the same style because the spec does not show them.
 */
export const en = {
  // Named rules (01 §5).
  /** spec */
  'validation.in': 'The {field} value is not in the allowed values.',
  'validation.required': 'The {field} value is required.',
  'validation.date': 'The {field} value must be a valid date.',
  'validation.date_format': 'The {field} value must match the format {format}.',
  'validation.valid_date': 'The {field} value must be a real calendar date.',
  'validation.exists': 'The {field} value does not exist.',
  'validation.file_exists': 'The {field} file does not exist. Please upload it again.',
  'validation.matches': 'The {field} value must match {other}.',
  'validation.numeric': 'The {field} value must be numeric.',
  'validation.telephone': 'The {field} value must be a valid telephone number.',
  'validation.unique': 'The {field} value has already been taken.',
  'validation.username': 'The {field} value may only contain letters, numbers, dots, dashes and underscores.',
  'validation.min.string': 'The {field} value must be at least {min} characters.',
  'validation.max.string': 'The {field} value may not be greater than {max} characters.',
  'validation.min.numeric': 'The {field} value must be at least {min}.',
  'validation.max.numeric': 'The {field} value may not be greater than {max}.',
  'validation.min.array': 'The {field} value must have at least {min} items.',
  'validation.max.array': 'The {field} value may not have more than {max} items.',
  // Application rules (01 §5 table), all spec.
  'validation.number': 'The {field} value must be a valid number.',
  'validation.phone': 'The {field} value must be a phone number.',
  'validation.alphanumeric': 'The {field} value must only contain alpha numeric characters, numbers or _.',
  'validation.url': 'The {field} value must be a valid URL and start with http:// or {host}',
  'validation.regex': 'The {field} value must be valid.',
  // Rules the lender's schemas name; its form validation is the reference for these texts.
  'validation.ssn': 'The {field} value must be a 9 digit number.',
  'validation.adult': 'The applicant must be at least {age} years old.',
  'validation.zip': 'The {field} value must be 5 digits.',
  'validation.routing': 'The {field} value must be 9 digits.',
  'validation.account': 'The {field} value must be 4 to 17 digits.',
  'validation.email': 'The {field} value must be a valid email address.',
  'validation.same': 'The {field} does not match.',
  'validation.boolean': 'The {field} field must be true or false.',
  // Application checks (01 §5).
  /** spec */
  'validation.productRequired': 'Please select a product before continuing.',
  'validation.coApplicantSameAddress': 'Please confirm that the co-applicant lives at the same address.',
  // Autocomplete and select-search hints (01 §5, §8), all spec. Used by the option-search store.
  'search.typeMore': 'Type {count} or more character(s)',
  'search.enterMore': 'Enter {count} more character(s)',
  'search.noResults': 'No result matching your search criteria found!',
  'search.noResultsFound': 'No results found',
  'search.noOptions': 'No options found',
  'search.failed': 'Oops, looks like there was an error',
  // Ours: the employer search's entry that keeps a name it does not list (01 §8).
  'search.useTyped': 'Use "{term}"',
} as const;

// The Spanish entries are in es/validation.ts, loaded on demand (messages/es.ts).
