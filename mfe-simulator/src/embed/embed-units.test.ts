import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

// Platform M2: a rem follows the host page's <html>, so a marketing page with
// `html { font-size: 62.5% }` shrank the whole embed. The style sheets the embed can load (the
// simulator's and shared-ui's) use pixels or the theme's variables, which are pixels on the
// embed's root. A media query's rem is the browser's default size, not the page's: allowed.

const repo = path.resolve(__dirname, '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Lines with a rem outside a media query, and outside the theme's :root sizes. */
function remUses(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // The theme declares the portal's sizes in rem on :root, and the embed's in px after them.
  const checked = file.endsWith('theme.css') ? text.replace(/^:root,[\s\S]*?^}/m, '') : text;
  return checked
    .split('\n')
    .filter((line) => /\d(\.\d+)?rem\b/.test(line) && !line.trim().startsWith('@media'))
    .map((line) => `${path.relative(repo, file)}: ${line.trim()}`);
}

test('no style sheet the embed loads sizes anything in rem', () => {
  const files = [
    ...cssFiles(path.join(repo, 'mfe-simulator/src')),
    ...cssFiles(path.join(repo, 'shared-ui/src')),
  ];
  expect(files.length).toBeGreaterThan(10);
  expect(files.flatMap(remUses)).toEqual([]);
});

test("the theme's type sizes are pixels on the embed's root", () => {
  const theme = readFileSync(path.join(repo, 'shared-ui/src/theme.css'), 'utf8');
  const embedRoot = theme.slice(theme.indexOf('\n[data-dpohub-root] {'));
  for (const size of ['xs', 'sm', 'md', 'lg', 'xl']) {
    expect(embedRoot).toMatch(new RegExp(`--font-size-${size}: \\d+px;`));
  }
});
