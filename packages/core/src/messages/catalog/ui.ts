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
  // The buttons of a form in a modal panel (01 §2); the spec names none.
  'ui.modal.save': 'Save',
  'ui.modal.cancel': 'Cancel',
  // The skip link before the app bar (ours).
  'ui.skipLink': 'Skip to main content',
  // Progress bar name (03 §2 "Wizard").
  'ui.steps.progress': 'Application progress',
  // The caption the bar shows and is named by (ours: the phone pattern of a full-width bar under a short count).
  'ui.steps.caption': 'Step {number} of {total}',
  // Summary sections (02 §2 "Application summary").
  'ui.section.edit': 'Edit',
  'ui.section.toggle': 'Show or hide {title}',
  // Loader.
  // The screen-reader prefix of an inline error (GOV.UK pattern).
  'ui.errorPrefix': 'Error:',
  'ui.dateRange.start': 'Start',
  'ui.dateRange.end': 'End',
  // The date picker's defaults: the button's text before a date is chosen, and the popup's name outside
  // a Field (ours: the spec lists a date picker, 01 §1, without its texts).
  'ui.datePicker.placeholder': 'Pick a date',
  'ui.datePicker.calendar': 'Calendar',
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
  // Schema forms (01 §3).
  'ui.select.placeholder': 'Select...',
  'ui.combobox.search': 'Search...',
  'ui.form.item': '{label} {number}',
  'ui.form.addItem': 'Add item',
  'ui.form.removeItem': 'Remove item {number}',
  // Autocomplete and select-search hints (01 §5, §8), all spec. Used by the option-search store; in
  // the base, with the ui texts, as any page's search field may show them.
  'search.typeMore': 'Type {count} or more character(s)',
  'search.enterMore': 'Enter {count} more character(s)',
  'search.noResults': 'No result matching your search criteria found!',
  'search.noResultsFound': 'No results found',
  'search.noOptions': 'No options found',
  'search.failed': 'Oops, looks like there was an error',
  // Ours: the employer search's entry that keeps a name it does not list (01 §8).
  'search.useTyped': 'Use "{term}"',
} as const;

// The Spanish entries are in es/ui.ts, loaded on demand (messages/es.ts).
