// Small process helpers shared by the start and test scripts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The file descriptor the commands of the current stage write to (stages.mjs), when stages run
 * side by side; otherwise commands inherit this process's output.
 */
export const commandOutput = new AsyncLocalStorage();

/** Runs a command to completion, with the stage's output or this process's; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const fd = commandOutput.getStore();
    const stdio = fd === undefined ? 'inherit' : ['ignore', fd, fd];
    const child = spawn(command, args, { cwd: repoRoot, stdio, ...options });
    child.on('error', (error) => {
      console.error(`[${command}] ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Polls a URL until it answers (any HTTP status below 500) or the timeout passes. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}
