/** `text` with its own `%`, `_` and `\` escaped, to be taken literally in a `LIKE` pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `LIKE` pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
