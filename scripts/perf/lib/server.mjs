// Start (or reuse) a `docs serve` release binary for the perf scripts.
// The binary is $CARGO_TARGET_DIR/release/docs (CARGO_TARGET_DIR defaults to ~/.cache/docs-target);
// it is built with `cargo build --release` when missing.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (two levels above scripts/perf/lib). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Path of the release binary, building it first when it is missing. */
export function releaseBinary() {
  const target = process.env.CARGO_TARGET_DIR || join(homedir(), '.cache/docs-target');
  const bin = join(target, 'release/docs');
  if (!existsSync(bin)) {
    console.error(`${bin} is missing: running cargo build --release`);
    const r = spawnSync('cargo', ['build', '--release'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, CARGO_TARGET_DIR: target },
    });
    if (r.status !== 0) throw new Error('cargo build --release failed');
  }
  return bin;
}

/**
 * Start `docs serve --addr 127.0.0.1:0` on the repository's content and resolve with
 * `{ url, stop }` once it prints its address. `url` has no trailing slash.
 */
export function startServer({ content = join(repoRoot, 'content') } = {}) {
  const bin = releaseBinary();
  const child = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--content', resolve(content)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`docs serve did not print its address within 30 s\n${stderr}`));
    }, 30_000);
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:\d+/);
      if (m) {
        clearTimeout(timer);
        resolvePromise({ url: m[0], stop, bin });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docs serve exited with ${code}\n${stderr}`));
    });
  });
}

/** Parse `--name value` / `--flag` arguments into an object (values stay strings). */
export function parseArgs(argv, known) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') return { help: true };
    const name = a.replace(/^--/, '');
    if (!a.startsWith('--') || !(name in known)) throw new Error(`unknown argument ${a}`);
    args[name] = known[name] === 'flag' ? true : argv[++i];
  }
  return args;
}
