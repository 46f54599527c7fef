// `npm start`: builds every package, then starts the product with the embedded defaults
// (API on PGlite with demo data) and prints where to open it and the demo logins.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot, run, waitForUrl } from './lib.mjs';

const apiPort = Number(process.env.PORT_API ?? 3100);
const host = process.env.HOST ?? '127.0.0.1';

const children = [];
function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

if (process.env.SKIP_BUILD !== '1') {
  console.log('> Compilando os pacotes (lerna run build)...');
  const code = await run('npx', ['lerna', 'run', 'build', '--concurrency', '2']);
  if (code !== 0) {
    console.error('Falha na compilação.');
    process.exit(code);
  }
}

const api = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), HOST: host },
});
children.push(api);
api.on('exit', (code) => {
  console.error(`API terminou (código ${code}).`);
  stopAll();
  process.exit(code ?? 1);
});

const apiUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${apiPort}`;
if (!(await waitForUrl(`${apiUrl}/api/health`, 120_000))) {
  console.error('A API não respondeu a tempo.');
  stopAll();
  process.exit(1);
}

console.log(`\nDPOHUB no ar.\n  API: ${apiUrl}/api  (documentação: ${apiUrl}/api/docs)\n`);
