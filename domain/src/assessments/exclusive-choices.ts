// Multi-choice lists with exclusive options (spec 3 section 4): picking an exclusive option
// clears the others; picking another option removes the exclusive ones.

/** The new selection after the user ticks or unticks `option`. */
export function toggleExclusiveChoice(
  selected: readonly string[],
  option: string,
  exclusive: readonly string[],
): string[] {
  if (selected.includes(option)) return selected.filter((item) => item !== option);
  if (exclusive.includes(option)) return [option];
  return [...selected.filter((item) => !exclusive.includes(item)), option];
}

/** A stored comma list as a selection (blank entries dropped). */
export function splitChoiceList(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function joinChoiceList(values: readonly string[]): string {
  return values.join(',');
}

/**
 * A selection made valid: only known options, no duplicates, and at most one exclusive option
 * standing alone (the server applies this to whatever the client sent).
 */
export function normaliseExclusiveSelection(
  values: readonly string[],
  known: readonly string[],
  exclusive: readonly string[],
): string[] {
  const unique = [...new Set(values.filter((value) => known.includes(value)))];
  const regular = unique.filter((value) => !exclusive.includes(value));
  if (regular.length) return regular;
  const lone = unique.find((value) => exclusive.includes(value));
  return lone ? [lone] : [];
}
