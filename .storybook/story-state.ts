/**
 * A story's last frame must be the state its name says (issue: stories that lie about their state).
 * Run after every story's play function (preview `afterEach`), in the Storybook UI and in the story tests.
 */

/** Names that promise a visible focus ring: 'Focus', 'Focused', 'Keyboard focus'… */
const namesFocus = /focus/i;
/** Names that promise an open popup: 'Open', 'Open with value', 'Opened'… */
const namesOpen = /\bopen(ed)?\b/i;
/** What counts as an open popup: a dialog, a listbox or menu, a calendar, or a Radix part that is open. */
const openPopup =
  '[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="grid"], [data-state="open"]';

/**
 * Focus a component moves by itself as part of the state shown, which is that state's look, not a
 * leftover of the story's interactions: into an open dialog or popup (Radix and cmdk focus their content
 * on open) and onto the error summary (GOV.UK: the summary takes focus on Continue).
 */
const focusOwnedByState = [
  ':is([role="dialog"], [role="alertdialog"], [data-radix-popper-content-wrapper]) :focus-visible',
  ':is([data-slot="error-summary"], [data-slot="schema-form-error-summary"]):focus-visible',
].join(', ');

/** Why a story's last frame does not match its name, or null when it does. */
export function storyStateMismatch(name: string, root: ParentNode = document): string | null {
  const focused = root.querySelector(':focus-visible');
  if (focused && !namesFocus.test(name) && !focused.matches(focusOwnedByState)) {
    const slot = focused.getAttribute('data-slot') ?? focused.tagName.toLowerCase();
    return `'${name}' ends with a focus ring on ${slot}; name the story for focus or end without it`;
  }
  if (namesOpen.test(name) && !root.querySelector(openPopup)) {
    return `'${name}' ends with nothing open; an 'Open' story must end with its popup open`;
  }
  return null;
}
