import { inputVariants } from '../input/input';

/**
 * The classes of a select's closed button: the shared control look plus the value's layout. A plain
 * string (no tailwind-merge per render); the select test checks that tailwind-merge would leave it
 * unchanged. Shared by `SelectTrigger` and the schema form's select, which shows the same button before
 * it loads the list.
 */
export const selectTriggerClassName = [
  inputVariants(),
  'items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1',
].join(' ');
