// The HTML part of the portal's e-mails (demands m17), made from their plain text so both say
// the same: every character escaped, blank lines as paragraphs, line breaks kept, addresses as
// links. Mail clients that show HTML get clickable links and readable spacing; the text stays.

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

// A link of the portal: http(s), up to the first blank; a trailing period stays text.
const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

function withLinks(escapedLine: string): string {
  return escapedLine.replace(LINK, (url) => `<a href="${url}">${url}</a>`);
}

/** The HTML alternative of a plain-text e-mail. */
export function mailHtml(text: string, subject: string): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.split('\n').map(escapeHtml).map(withLinks).join('<br>\n'))
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`);
  return [
    '<!doctype html>',
    '<html lang="pt-BR">',
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;max-width:640px">',
    ...paragraphs,
    '</body>',
    '</html>',
  ].join('\n');
}
