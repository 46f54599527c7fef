// Executable files are never stored (issue 11): not as a demand's documents, not as comment
// attachments. Refused by name on both sides, and on the server by their first bytes as well,
// so renaming 'setup.exe' to 'contrato.pdf' does not get it through.

export const EXECUTABLE_FILE_MESSAGE = 'Arquivos executáveis não são aceitos.';

/** Programs and scripts that Windows, macOS or Linux run when opened. */
export const EXECUTABLE_EXTENSIONS = [
  'exe',
  'bat',
  'cmd',
  'com',
  'js',
  'jse',
  'mjs',
  'cjs',
  'msi',
  'msp',
  'ps1',
  'psm1',
  'sh',
  'bash',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'jar',
  'scr',
  'pif',
  'cpl',
  'dll',
  'hta',
  'lnk',
  'reg',
  'app',
  'apk',
  'bin',
  'run',
  'elf',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'appimage',
  'command',
  'gadget',
  'inf',
  'py',
  'pl',
  'rb',
] as const;

/** 'Setup.EXE' -> true; also 'contrato.pdf.exe'. */
export function isExecutableFileName(name: string): boolean {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot < 0 || dot === base.length - 1) return false;
  const extension = base.slice(dot + 1).toLowerCase();
  return (EXECUTABLE_EXTENSIONS as readonly string[]).includes(extension);
}

/** Bytes enough to recognise every signature below. */
export const EXECUTABLE_SIGNATURE_BYTES = 4;

const SIGNATURES: readonly (readonly number[])[] = [
  [0x4d, 0x5a], // 'MZ': Windows programs, libraries and screen savers (.exe, .dll, .scr)
  [0x7f, 0x45, 0x4c, 0x46], // '\x7fELF': Linux programs
  [0x23, 0x21], // '#!': a script run by its interpreter
  [0xfe, 0xed, 0xfa, 0xce], // Mach-O (macOS), 32 and 64 bits, both byte orders
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal binary (and Java classes)
];

/**
 * Whether the first bytes of a file are those of a program. Cheap, and only what no document
 * starts with: office files (ZIP or OLE containers), PDFs and images never do.
 */
export function looksLikeExecutable(head: Uint8Array): boolean {
  return SIGNATURES.some(
    (signature) =>
      head.length >= signature.length && signature.every((byte, index) => head[index] === byte),
  );
}
