/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Business number of the chat button, international format with digits only (`91XXXXXXXXXX`). */
  readonly VITE_CHAT_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** A part of a language's strings (src/i18n/string-parts.ts, cut by string-parts-plugin.ts). */
declare module '*?strings=core' {
  const strings: Record<string, unknown>;
  export default strings;
}
