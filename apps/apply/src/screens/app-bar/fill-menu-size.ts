/**
 * The Fill dropdown's size. The app bar holds this space while the dropdown's chunk loads, so the bar,
 * and the screen under it, do not move when it arrives.
 */
export const FILL_MENU_SIZE = 'h-9 w-44';
