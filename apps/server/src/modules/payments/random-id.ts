import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `prefix_` and `length` random base-62 characters, in the provider's style (`order_IluGWxBm9U8zJ8`). */
export function randomId(prefix: string, length: number): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte < 248) id += ALPHABET[byte % 62];
    if (id.length === length) return `${prefix}_${id}`;
  }
  return `${prefix}_${id}${randomId(prefix, length - id.length).slice(prefix.length + 1)}`;
}
