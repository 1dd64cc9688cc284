/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Business number of the chat button, international format with digits only (`91XXXXXXXXXX`). */
  readonly VITE_CHAT_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
