/** Facts about the company shown across the site. The one place to change its name or location. */
export const company = {
  name: 'Bulk Trade India',
  legalName: 'Bulk Trade India Private Limited',
  tagline:
    'A Grade Quality goods in bulk: Indian spices, pulses, rice, flours, herbal products and dry fruits.',
  foundedYear: 2018,
  location: 'Madhya Pradesh, India',
  /** Used when VITE_CHAT_NUMBER is not set: international format, digits only. */
  defaultChatNumber: '910000000000',
  /** Prefilled text of the chat button on pages without a more specific question. */
  generalChatMessage: 'Hello! I have a question about your products and bulk orders.',
} as const;
