export const LANGUAGES = ['zh-CN', 'en-US', 'zh-TW', 'vi-VN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header value. */
export function negotiateLanguage(header: string | undefined | null): Language {
  if (!header) return FALLBACK_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LANGUAGES.find((lang) => lang.toLowerCase() === tag);
    if (exact) return exact;
    if (tag === 'zh-hk' || tag === 'zh-mo' || tag === 'zh-hant') return 'zh-TW';
    const primary = tag.split('-')[0];
    if (primary === 'zh') return 'zh-CN';
    const byPrimary = LANGUAGES.find((lang) => lang.toLowerCase().startsWith(`${primary}-`));
    if (byPrimary) return byPrimary;
  }
  return FALLBACK_LANGUAGE;
}
