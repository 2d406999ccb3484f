import { type DictItem, dictionaryValueApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { queryClient } from '../query-client';
import { callApi } from '../request';
import { type DictCode, labelOf, toOptions, toValueEnum } from './dictionary-lookup';

/** Dictionaries change rarely: one request per type and language per session. */
export const DICTIONARY_STALE_TIME = Number.POSITIVE_INFINITY;

export const dictionaryKey = (typeCode: string, language: string) => ['dictionary', typeCode, language] as const;
/** Every cached dictionary (all types, all languages), for invalidation after an edit. */
export const dictionariesKey = ['dictionary'] as const;

function fetchItems(typeCode: string): Promise<DictItem[]> {
  return callApi(dictionaryValueApi.list, { query: { typeCode } });
}

function queryOptions(typeCode: string, language: string) {
  return {
    queryKey: dictionaryKey(typeCode, language),
    queryFn: () => fetchItems(typeCode),
    staleTime: DICTIONARY_STALE_TIME,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

export interface DictionaryLookup {
  items: DictItem[];
  isLoading: boolean;
  /** The label of a stored value (the value itself when unknown, '' when empty). */
  label: (code: DictCode) => string;
  /** Enabled items as select options. */
  options: { label: string; value: string }[];
  /** Every item as a ProTable valueEnum. */
  valueEnum: ReturnType<typeof toValueEnum>;
}

/**
 * A dictionary by type code, labels in the current language, cached for the session:
 *
 *   const gender = useDictionary('sex');
 *   <span>{gender.label(user.gender)}</span>
 */
export function useDictionary(typeCode: string): DictionaryLookup {
  const { i18n } = useTranslation();
  const query = useQuery(queryOptions(typeCode, i18n.language));
  const items = query.data;
  return useMemo(
    () => ({
      items: items ?? [],
      isLoading: query.isLoading,
      label: (code: DictCode) => labelOf(items, code),
      options: toOptions(items),
      valueEnum: toValueEnum(items),
    }),
    [items, query.isLoading],
  );
}

/**
 * For a ProForm select's or a ProTable column's `request`: the dictionary's enabled items as
 * options, from the same session cache as {@link useDictionary}.
 *
 *   <ProFormSelect name="gender" request={dictionaryOptions('sex')} />
 */
export function dictionaryOptions(typeCode: string, language?: string) {
  return async (): Promise<{ label: string; value: string }[]> => {
    return toOptions(await queryClient.fetchQuery(queryOptions(typeCode, language ?? i18n.language)));
  };
}

/** After a dictionary was edited: every page shows the new labels. */
export function invalidateDictionaries(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dictionariesKey });
}
