import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** @returns {string} */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? candidates.find((path) => existsSync(path)) ?? '/usr/bin/chromium';
}

/** Installs Debian's Chromium when it is missing and we may; returns false with a clear message otherwise. */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(chromiumPath())) return true;
  }
  console.error(
    '\nThe browser tests need Chromium at /usr/bin/chromium (or CHROMIUM_PATH).\n' +
      (canInstall
        ? 'Installing it with apt-get failed; see the output above.'
        : 'Install it as root with: apt-get update && apt-get install -y chromium'),
  );
  return false;
}
