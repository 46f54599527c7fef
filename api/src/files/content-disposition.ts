/**
 * `Content-Disposition: attachment` for a user's file name: a plain ASCII fallback in
 * `filename` and the exact name in `filename*` (RFC 6266 with RFC 5987 encoding), so accents
 * survive and quotes, slashes or line breaks in a name can never break the header.
 */
export function attachmentDisposition(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop()?.trim() || 'arquivo';
  const fallback =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\%]/g, '_')
      .trim() || 'arquivo';
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
