/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Filing (ICP) number shown in the login footer; empty hides the line. */
  readonly VITE_FILING_NUMBER?: string;
  /** Base path of the main service, '/api' unless the console is served elsewhere. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
