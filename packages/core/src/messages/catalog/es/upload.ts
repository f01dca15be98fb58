import type { en } from '../upload';

/** Spanish entries of upload.ts; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'errors.upload.failed': 'No se pudo subir el archivo',
  'errors.upload.maxFiles': 'Se alcanzó el límite máximo de archivos',
  'errors.upload.deleteConfirm': '¿Está seguro de que desea eliminar este archivo?',
  'ui.upload.drop': 'Arrastre y suelte archivos aquí, o',
  'ui.upload.browse': 'elija archivos',
  'ui.upload.queued': 'En espera',
  'ui.upload.uploading': 'Subiendo {percent}%',
  'ui.upload.uploaded': 'Subido',
  'ui.upload.delete': 'Eliminar {name}',
  'ui.upload.retry': 'Reintentar {name}',
  'ui.upload.files': 'Archivos',
};
