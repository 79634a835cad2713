/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL; defaults to the same origin's /api. */
  readonly VITE_API_URL?: string;
  /** The api-key header; defaults to the development key the embedded API accepts. */
  readonly VITE_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
