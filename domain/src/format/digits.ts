/** Strips everything but 0-9: digit-only fields (spec 1 section 5). */
export function onlyDigits(text: string | null | undefined): string {
  return (text ?? '').replace(/\D/g, '');
}
