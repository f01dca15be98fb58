/**
 * Message catalogue entries of the generic UI toolkit (01 §1): dialogs, modals, the idle-session modal,
 * progress steps and the summary sections (codes are dotted, e.g. `ui.confirm.title`).
 */
export const en = {
  // Confirm dialog defaults and the unsaved-changes prompt (01 §4, §9).
  'ui.confirm.title': 'Are you sure?',
  'ui.unsaved.discard': 'Discard',
  'ui.unsaved.keep': 'Keep',
  'ui.unsaved.description': 'You have unsaved changes.',
  'ui.modal.close': 'Close',
  // Progress bar name (03 §2 "Wizard").
  'ui.steps.progress': 'Application progress',
  // Summary sections (02 §2 "Application summary").
  'ui.section.edit': 'Edit',
  'ui.section.toggle': 'Show or hide {title}',
  // Loader.
  'ui.loading': 'Loading',
  // Idle session modal (03 §4 "Idle", §9).
  'ui.idle.title': 'Session timeout',
  'ui.idle.text': 'You have been inactive for a while. The page will reload in {seconds} seconds.',
  'ui.idle.keepAlive': 'Keep me signed in',
  // PIN entry (02 §2).
  'ui.pin.label': 'PIN',
  // Multi-select count shown past 2 choices (01 §5); the wording is ours, the spec names none.
  'ui.select.count': '{count} selected',
  // Lists and the pager (01 §3, §7, §9).
  'ui.retry': 'Retry',
  'ui.pager.label': 'Pagination',
  'ui.pager.previous': 'Previous',
  'ui.pager.next': 'Next',
  'ui.pager.page': 'Page {page}',
  'ui.pager.summary': 'Showing {from} to {to} of {total}',
  // File upload (01 §4, §5, §8).
  'ui.upload.drop': 'Drag and drop files here, or',
  'ui.upload.browse': 'choose files',
  'ui.upload.queued': 'Waiting',
  'ui.upload.uploading': 'Uploading {percent}%',
  'ui.upload.uploaded': 'Uploaded',
  'ui.upload.delete': 'Delete {name}',
  'ui.upload.retry': 'Retry {name}',
  'ui.upload.files': 'Files',
} as const;

/** Spanish entries; a missing code falls back to English. */
export const es: Partial<Record<keyof typeof en, string>> = {
  'ui.confirm.title': '¿Está seguro?',
  'ui.unsaved.discard': 'Descartar',
  'ui.unsaved.keep': 'Conservar',
  'ui.unsaved.description': 'Tiene cambios sin guardar.',
  'ui.modal.close': 'Cerrar',
  'ui.steps.progress': 'Progreso de la solicitud',
  'ui.section.edit': 'Editar',
  'ui.section.toggle': 'Mostrar u ocultar {title}',
  'ui.loading': 'Cargando',
  'ui.idle.title': 'Sesión por expirar',
  'ui.idle.text': 'Ha estado inactivo por un tiempo. La página se recargará en {seconds} segundos.',
  'ui.idle.keepAlive': 'Mantener la sesión',
  'ui.pin.label': 'PIN',
  'ui.select.count': '{count} seleccionados',
  'ui.retry': 'Reintentar',
  'ui.pager.label': 'Paginación',
  'ui.pager.previous': 'Anterior',
  'ui.pager.next': 'Siguiente',
  'ui.pager.page': 'Página {page}',
  'ui.pager.summary': 'Mostrando {from} a {to} de {total}',
  'ui.upload.drop': 'Arrastre y suelte archivos aquí, o',
  'ui.upload.browse': 'elija archivos',
  'ui.upload.queued': 'En espera',
  'ui.upload.uploading': 'Subiendo {percent}%',
  'ui.upload.uploaded': 'Subido',
  'ui.upload.delete': 'Eliminar {name}',
  'ui.upload.retry': 'Reintentar {name}',
  'ui.upload.files': 'Archivos',
};
