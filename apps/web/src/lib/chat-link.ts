import { env } from '#src/config/env';

/** A messaging-app deep link that opens a chat with the business, prefilled with `message`. */
export function chatLink(message: string, number: string = env.chatNumber): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
