/**
 * Build-time settings of the console (spec 000 §7 "a settings file"). Values that differ per
 * deployment come from Vite env variables (VITE_*), the rest are product constants.
 */
export const settings = {
  productName: 'Takt MES',
  /** Shown in the login footer (spec 000 §2). */
  version: 'v3.7.0',
  /** The language dropdown shows only when multi-language is enabled (spec 000 §1). */
  multiLanguage: true,
  /** Filing (ICP) number line of the login footer; an empty value hides it. */
  filingNumber: import.meta.env.VITE_FILING_NUMBER ?? 'ICP 00000000',
  filingUrl: 'https://beian.miit.gov.cn/',
  /** Base path of the main service (DESIGN §3). */
  apiBase: import.meta.env.VITE_API_BASE ?? '/api',
  /** Spec 000 §9: request timeout 30000 ms. */
  requestTimeoutMs: 30_000,
  /** Where a signed-in user lands by default. */
  homePath: '/welcome',
  loginPath: '/login',
  /** Spec 000 §2: where phones are sent. */
  mobilePath: '/mobile',
} as const;
