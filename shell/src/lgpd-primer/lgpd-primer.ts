/** Emitted by the shell build next to index.html (shell/build/lgpd-primer-pdf.js). */
export const LGPD_PRIMER_URL = '/conheca-a-lgpd.pdf';
export const LGPD_PRIMER_FILE_NAME = 'conheca-a-lgpd.pdf';
