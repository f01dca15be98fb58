/**
 * The Fill dropdown's size (the brand's control height, as its select has). The app bar holds this space
 * while the dropdown's chunk loads, so the bar, and the screen under it, do not move when it arrives.
 */
export const FILL_MENU_SIZE = 'h-control w-44';
