import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Test helper: the files the built site serves from apps/web/public, by their URL path.
const publicDir = join(import.meta.dirname, '../../../../public');

/** Whether the site serves a file at `url` (a path such as '/documents/supplier-policy.pdf'). */
export function publicFileExists(url: string): boolean {
  return url.startsWith('/') && existsSync(join(publicDir, url));
}

export function readPublicFile(url: string): Buffer {
  return readFileSync(join(publicDir, url));
}

/** Whether the file at `url` is a PDF: every PDF starts with '%PDF-'. */
export function isPdf(url: string): boolean {
  return publicFileExists(url) && readPublicFile(url).subarray(0, 5).toString('latin1') === '%PDF-';
}
