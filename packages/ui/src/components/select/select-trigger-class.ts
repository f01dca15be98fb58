import { inputVariants } from '../input/input';

/**
 * The classes of a select's closed button: the shared control look plus the value's layout. A plain
 * string (no tailwind-merge per render); the select test checks that tailwind-merge would leave it
 * unchanged. Used by `SelectTrigger`.
 */
export const selectTriggerClassName = [
  inputVariants(),
  'items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1',
].join(' ');

/**
 * The classes of a native `<select>` with the look of {@link selectTriggerClassName}: the shared control
 * look, the placeholder colour while `data-placeholder` is set, and room on the right for a chevron
 * drawn beside it (the preset CSS removes the OS arrow). `peer`, so the chevron can dim with the select when it is
 * disabled. The open list's look is in the preset CSS (`select[data-slot='native-select']`). A plain
 * string, checked by the select test like the trigger's.
 */
export const nativeSelectClassName = [
  inputVariants(),
  'peer cursor-pointer items-center truncate pr-9 data-[placeholder]:text-muted-foreground',
].join(' ');
