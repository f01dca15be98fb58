/**
 * Options under their group headings, in the order each group first appears, each option with its
 * index in the list: `[group, items][]`. Options without a group are listed under '' (no heading).
 * Shared by the Combobox's list and the schema form's native select (01 §3 `groupKey`).
 */
export function groupOptions<TOption extends { group?: string }>(
  options: readonly TOption[],
): [group: string, items: { option: TOption; index: number }[]][] {
  const groups = new Map<string, { option: TOption; index: number }[]>();
  options.forEach((option, index) => {
    const key = option.group ?? '';
    const list = groups.get(key) ?? [];
    list.push({ option, index });
    groups.set(key, list);
  });
  return [...groups.entries()];
}
