import { company } from '#src/config/company';

const CHAT_NUMBER_PATTERN = /^[1-9]\d{7,14}$/;

/** The chat button's number from `VITE_CHAT_NUMBER`, or the company default when it is unset. */
export function readChatNumber(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed) return company.defaultChatNumber;
  // Fail at start-up rather than ship a chat link that opens a broken conversation.
  if (!CHAT_NUMBER_PATTERN.test(trimmed)) {
    throw new Error(
      `VITE_CHAT_NUMBER must be an international phone number with digits only, such as 919812345678; got "${trimmed}".`,
    );
  }
  return trimmed;
}

/** The web app's build-time settings. Only `VITE_` variables reach the browser, so none of them is a secret. */
export const env = {
  chatNumber: readChatNumber(import.meta.env.VITE_CHAT_NUMBER),
} as const;
