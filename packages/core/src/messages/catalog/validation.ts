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
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'validation.in': 'El valor de {field} no está entre los valores permitidos.',
  'validation.required': 'El valor de {field} es obligatorio.',
  'validation.date': 'El valor de {field} debe ser una fecha válida.',
  'validation.date_format': 'El valor de {field} debe tener el formato {format}.',
  'validation.valid_date': 'El valor de {field} debe ser una fecha real del calendario.',
  'validation.exists': 'El valor de {field} no existe.',
  'validation.file_exists': 'El archivo de {field} no existe. Vuelva a subirlo.',
  'validation.matches': 'El valor de {field} debe coincidir con {other}.',
  'validation.numeric': 'El valor de {field} debe ser numérico.',
  'validation.telephone': 'El valor de {field} debe ser un número de teléfono válido.',
  'validation.unique': 'El valor de {field} ya está en uso.',
  'validation.username':
    'El valor de {field} solo puede contener letras, números, puntos, guiones y guiones bajos.',
  'validation.min.string': 'El valor de {field} debe tener al menos {min} caracteres.',
  'validation.max.string': 'El valor de {field} no puede tener más de {max} caracteres.',
  'validation.min.numeric': 'El valor de {field} debe ser al menos {min}.',
  'validation.max.numeric': 'El valor de {field} no puede ser mayor que {max}.',
  'validation.min.array': 'El valor de {field} debe tener al menos {min} elementos.',
  'validation.max.array': 'El valor de {field} no puede tener más de {max} elementos.',
  'validation.number': 'El valor de {field} debe ser un número válido.',
  'validation.phone': 'El valor de {field} debe ser un número de teléfono.',
  'validation.alphanumeric': 'El valor de {field} solo puede contener caracteres alfanuméricos, números o _.',
  'validation.url': 'El valor de {field} debe ser una URL válida y comenzar con http:// o {host}',
  'validation.regex': 'El valor de {field} debe ser válido.',
  'validation.productRequired': 'Seleccione un producto antes de continuar.',
  'validation.coApplicantSameAddress': 'Confirme que el cosolicitante vive en la misma dirección.',
  'search.typeMore': 'Escriba {count} o más caracteres',
  'search.enterMore': 'Escriba {count} caracteres más',
  'search.noResults': '¡No se encontraron resultados que coincidan con su búsqueda!',
  'search.noResultsFound': 'No se encontraron resultados',
  'search.noOptions': 'No se encontraron opciones',
  'search.failed': 'Vaya, parece que hubo un error',
};
