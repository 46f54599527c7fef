import path from 'node:path';

/** Bytes enough to recognise every signature below. */
export const CONTENT_SIGNATURE_BYTES = 8;

const OFFICE_XML: Record<string, string> = {
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
};
const OFFICE_OLE: Record<string, string> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.msg': 'application/vnd.ms-outlook',
};

const starts = (head: Uint8Array, bytes: readonly number[]) =>
  head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);

/**
 * The type of a stored file as the server sees it (security L6): from its first bytes, the
 * name's extension only choosing among the office formats of one container. Whatever else a
 * file is (text, HTML, anything the uploader called a PDF), it is served as
 * application/octet-stream: a download, never a page.
 */
export function detectContentType(head: Uint8Array, filename: string): string {
  const extension = path.extname(filename).toLowerCase();
  if (starts(head, [0x25, 0x50, 0x44, 0x46])) return 'application/pdf'; // %PDF
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(head, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // GIF8
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) return OFFICE_XML[extension] ?? 'application/zip';
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0])) {
    return OFFICE_OLE[extension] ?? 'application/octet-stream';
  }
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (head.length >= 8 && starts(head.subarray(4), [0x66, 0x74, 0x79, 0x70])) return 'video/mp4';
  return 'application/octet-stream';
}

const SERVED = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'application/zip',
  'video/webm',
  'video/mp4',
  ...Object.values(OFFICE_XML),
  ...Object.values(OFFICE_OLE),
]);

/**
 * The Content-Type a download is served with: one the server detected, or
 * application/octet-stream (rows stored before detection keep the uploader's word, which is
 * not trusted: 'text/html' becomes a plain download).
 */
export function servedContentType(stored: string | null | undefined): string {
  return stored && SERVED.has(stored) ? stored : 'application/octet-stream';
}
