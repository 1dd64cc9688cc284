import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, password reset and email verification links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so the database alone opens no session and no reset link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
