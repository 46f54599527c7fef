/** @jest-environment node */
/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHELL_CONTRACT_VERSION } from './contract-version';

// The contract's surface (code F3): the declarations, without comments, of everything '@dpohub/shared-ui/contract'
// exports, as TypeScript emits them, recorded with the contract version they belong to. A change
// of the surface without a bump of SHELL_CONTRACT_VERSION fails here, so a remote can never meet
// a shell that speaks another contract under the same version. After a bump, record the new
// surface: UPDATE_CONTRACT_SURFACE=1 npx jest shared-ui/src/contract/contract-surface

const contractDir = __dirname;
const REPORT = path.join(contractDir, '../../contract-surface.api.md');
const HEADING = '# @dpohub/shared-ui/contract, version ';

/** The .d.ts of each contract file the contract's index reaches (the version file aside). */
function contractSurface(): string {
  const configFile = path.join(contractDir, '../../tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile));
  const program = ts.createProgram([path.join(contractDir, 'index.ts')], {
    ...options,
    declaration: true,
    emitDeclarationOnly: true,
    // The types are the surface; a reworded comment is not a new contract.
    removeComments: true,
    composite: false,
    incremental: false,
    noEmit: false,
    outDir: undefined,
    declarationDir: undefined,
  });
  const files: [string, string][] = [];
  for (const source of program.getSourceFiles()) {
    const name = path.relative(contractDir, source.fileName);
    if (name.startsWith('..') || name === 'contract-version.ts') continue;
    program.emit(source, (_, text) => files.push([name, text]), undefined, true);
  }
  return files
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, text]) => `## ${name}\n\n\`\`\`ts\n${text.trim()}\n\`\`\`\n`)
    .join('\n');
}

test('the contract does not change without a bump of its version', () => {
  const surface = contractSurface();
  const current = `${HEADING}${SHELL_CONTRACT_VERSION}\n\n${surface}`;
  if (process.env.UPDATE_CONTRACT_SURFACE) writeFileSync(REPORT, current);
  const recorded = readFileSync(REPORT, 'utf8');
  const recordedVersion = recorded.slice(HEADING.length, recorded.indexOf('\n'));
  const recordedSurface = recorded.slice(recorded.indexOf('\n') + 2);
  if (recordedSurface !== surface && recordedVersion === SHELL_CONTRACT_VERSION) {
    throw new Error(
      `The contract's surface changed, and SHELL_CONTRACT_VERSION is still ${SHELL_CONTRACT_VERSION}: ` +
        'bump it in shared-ui/src/contract/contract-version.ts (MAJOR for a change a remote built ' +
        'against the previous version would not survive), then record the surface with ' +
        'UPDATE_CONTRACT_SURFACE=1 npx jest shared-ui/src/contract/contract-surface',
    );
  }
  // A bump is recorded with the surface it describes.
  expect(current).toBe(recorded);
  // Type-checking the contract with React's and the domain's types: seconds on a busy machine.
}, 90_000);
