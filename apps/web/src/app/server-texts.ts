import { fillTemplate, type Language, preferenceApi, type SaidMessage } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from './request';

/**
 * The server's own texts, for saying again a message it sent earlier in another language (a
 * station's scan history after a language switch). One request per language per session, and
 * only by screens that keep server messages.
 */

export type ServerTexts = Readonly<Record<string, string>>;

/** A server text with its `{name}` parameters filled in; null when the key is not in `texts`. */
export function sayAgain(texts: ServerTexts | undefined, said: SaidMessage): string | null {
  const template = texts?.[said.key];
  if (template === undefined) return null;
  return fillTemplate(template, said.params);
}

/**
 * `say(said)`: the message in the language shown now; null while the texts load, when they
 * cannot (offline) or when the server has no such key.
 */
export function useServerTexts(enabled = true): (said: SaidMessage) => string | null {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const { data } = useQuery({
    queryKey: ['server-texts', language],
    queryFn: () => callApi(preferenceApi.serverTexts, { query: { language }, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    enabled,
  });
  return useCallback((said) => sayAgain(data, said), [data]);
}
