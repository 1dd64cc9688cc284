/** JSON for a script element of the page: `<` is escaped, so that no text inside can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
