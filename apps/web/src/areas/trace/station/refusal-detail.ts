import type { RefusalDetail } from '@takt/contracts';
import type { TFunction } from 'i18next';

/** The server's keys the station screens have their own texts for (`station.refusal.<name>`). */
const STATION_KEY_PREFIX = 'production.refusal.';

/**
 * One fact under a refusal's headline, in the language shown now: the screen's own text for the
 * server's key when it has one, else the server's words (in the language of the moment it answered).
 */
export function refusalDetailText(t: TFunction, detail: RefusalDetail): string {
  if (!detail.key.startsWith(STATION_KEY_PREFIX)) return detail.message;
  const key = `station.refusal.${detail.key.slice(STATION_KEY_PREFIX.length)}`;
  return t(key, { ...detail.params, defaultValue: detail.message });
}
