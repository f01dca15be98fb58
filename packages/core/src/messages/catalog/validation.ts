/**
 * Message catalogue entries owned by the `validation` rules (codes are dotted, e.g. `validation.required`).
 * `{field}` is the field's label. Texts marked "spec" are verbatim from 01 §5 / §8 and stay so. The others
 * are ours (the spec shows none): written as a person would say them, after GOV.UK's error-message
 * guidance: what to do ('Enter …', 'Select …') or what is wrong in the field's own words ('… must be 5
 * digits'), with no 'The … value', 'valid'/'invalid' or codes, and no full stop.
 */
export const en = {
  // Named rules (01 §5).
  /** spec */
  'validation.in': 'The {field} value is not in the allowed values.',
  // Ours from here to the application rules.
  'validation.required': 'Enter {field}',
  // A required choice (select, radios, checkbox…): the schema form picks it by the field's type.
  'validation.selectRequired': 'Select {field}',
  'validation.date': '{field} must be a real date',
  'validation.date_format': 'Enter {field} in the format {format}',
  'validation.valid_date': '{field} must be a real date',
  'validation.exists': 'Select {field} from the list',
  'validation.file_exists': 'The {field} file could not be found. Upload it again',
  'validation.matches': '{field} must be the same as {other}',
  'validation.numeric': '{field} must be a number',
  'validation.telephone': 'Enter {field} as a phone number, like (555) 555-0123',
  'validation.unique': '{field} is already in use. Enter a different one',
  'validation.username': '{field} must only include letters, numbers, dots, dashes and underscores',
  'validation.min.string': '{field} must be {min} characters or more',
  'validation.max.string': '{field} must be {max} characters or fewer',
  'validation.min.numeric': '{field} must be {min} or more',
  'validation.max.numeric': '{field} must be {max} or less',
  'validation.min.array': 'Add at least {min} to {field}',
  'validation.max.array': '{field} can have no more than {max}',
  // Application rules (01 §5 table), all spec.
  'validation.number': 'The {field} value must be a valid number.',
  'validation.phone': 'The {field} value must be a phone number.',
  'validation.alphanumeric': 'The {field} value must only contain alpha numeric characters, numbers or _.',
  'validation.url': 'The {field} value must be a valid URL and start with http:// or {host}',
  'validation.regex': 'The {field} value must be valid.',
  // Rules the lender's schemas name (its form validation decides what passes; the wording is ours).
  'validation.ssn': '{field} must be 9 digits, like 123-45-6789',
  'validation.adult': 'The applicant must be {age} or older',
  'validation.zip': '{field} must be 5 digits',
  'validation.routing': '{field} must be 9 digits',
  'validation.account': '{field} must be 4 to 17 digits',
  'validation.email': 'Enter {field} in the correct format, like name@example.com',
  'validation.same': '{field} does not match',
  'validation.boolean': 'Select yes or no for {field}',
  'validation.accepted': 'Check the box to continue: {field}',
  // Application checks (01 §5): the product text is spec, the co-applicant one ours.
  /** spec */
  'validation.productRequired': 'Please select a product before continuing.',
  'validation.coApplicantSameAddress': 'Confirm that the co-applicant lives at the same address',
} as const;

// The Spanish entries are in es/validation.ts, loaded on demand (messages/es.ts).
