/**
 * An RFC 8187 `ext-value` in UTF-8: `encodeURIComponent` leaves only `*'()` unescaped that are not
 * `attr-char`s, so those are escaped too.
 */
const encodeExtended = (value: string) =>
  `UTF-8''${encodeURIComponent(value).replace(/[*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** A lone UTF-16 surrogate has no UTF-8 form: `encodeURIComponent` would throw on it. */
const LONE_SURROGATE = /\p{Surrogate}/gu;

/**
 * The `Content-Disposition` of every file the store serves (RFC 6266), whatever its name holds: Devanagari,
 * emoji, quotes, semicolons, line breaks. The header is plain ASCII, so Node never refuses it: `filename`
 * is an ASCII stand-in for old clients (other characters, quotes, backslashes and `%` become `_`) and
 * `filename*` carries the exact name, UTF-8 percent-encoded (RFC 5987), which every current browser uses.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const name = fileName.replace(LONE_SURROGATE, '\ufffd');
  const fallback = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=${encodeExtended(name)}`;
}
