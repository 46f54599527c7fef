'use strict';

const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');
const { LGPD_PRIMER, LGPD_PRIMER_FILE } = require('./lgpd-primer-content');

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const SIZES = { title: 22, subtitle: 11, heading: 14, body: 10.5 };
const LINE = 1.45;
const BRAND = rgb(0.07, 0.27, 0.45);
const TEXT = rgb(0.13, 0.13, 0.13);
// A fixed date keeps the build reproducible (same bytes for the same text).
const DOCUMENT_DATE = new Date('2023-05-01T00:00:00Z');

/** Splits a paragraph into lines that fit `width` at `size`. */
function wrap(text, font, size, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Builds the "Conheça a LGPD" primer (A4, Helvetica, two to three pages). */
async function createLgpdPrimerPdf(content = LGPD_PRIMER) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setSubject(content.subtitle);
  pdf.setAuthor('DPOHUB');
  pdf.setLanguage('pt-BR');
  pdf.setCreationDate(DOCUMENT_DATE);
  pdf.setModificationDate(DOCUMENT_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;

  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensureSpace = (height) => {
    if (y - height < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const drawLines = (lines, { font, size, color = TEXT, indent = 0 }) => {
    for (const text of lines) {
      ensureSpace(size * LINE);
      y -= size * LINE;
      page.drawText(text, { x: PAGE.margin + indent, y, size, font, color });
    }
  };

  drawLines([content.title], { font: bold, size: SIZES.title, color: BRAND });
  drawLines(wrap(content.subtitle, regular, SIZES.subtitle, textWidth), {
    font: regular,
    size: SIZES.subtitle,
  });
  y -= 8;

  for (const block of content.blocks) {
    if (block.heading) {
      ensureSpace(SIZES.heading * LINE * 3);
      y -= 8;
      drawLines([block.heading], { font: bold, size: SIZES.heading, color: BRAND });
    } else if (block.paragraph) {
      drawLines(wrap(block.paragraph, regular, SIZES.body, textWidth), {
        font: regular,
        size: SIZES.body,
      });
      y -= 4;
    } else if (block.bullets) {
      for (const item of block.bullets) {
        const lines = wrap(item, regular, SIZES.body, textWidth - 14);
        ensureSpace(SIZES.body * LINE);
        page.drawText('•', {
          x: PAGE.margin + 2,
          y: y - SIZES.body * LINE,
          size: SIZES.body,
          font: regular,
          color: BRAND,
        });
        drawLines(lines, { font: regular, size: SIZES.body, indent: 14 });
      }
      y -= 4;
    }
  }

  const pages = pdf.getPages();
  pages.forEach((p, index) => {
    const footer = `DPOHUB · Conheça a LGPD · página ${index + 1} de ${pages.length}`;
    const width = regular.widthOfTextAtSize(footer, 8);
    p.drawText(footer, {
      x: (PAGE.width - width) / 2,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: rgb(0.45, 0.45, 0.45),
    });
  });

  return pdf.save();
}

/** Webpack plugin: the shell build emits the primer next to index.html. */
class EmitLgpdPrimerPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitLgpdPrimerPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'EmitLgpdPrimerPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const bytes = await createLgpdPrimerPdf();
          compilation.emitAsset(LGPD_PRIMER_FILE, new sources.RawSource(Buffer.from(bytes)));
        },
      );
    });
  }
}

module.exports = { createLgpdPrimerPdf, EmitLgpdPrimerPlugin, LGPD_PRIMER_FILE };
