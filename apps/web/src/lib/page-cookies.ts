/**
 * Mirrors a visitor's choice into a cookie the server reads (`@bulk/domain/page-render`): a year long, for
 * the whole site. Local storage stays the app's own record.
 */
export function mirrorChoiceToCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
