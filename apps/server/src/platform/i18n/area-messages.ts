import type { Language } from '@takt/contracts';

/**
 * An area's server texts in the four interface languages. The English set names the keys; the
 * compiler insists every other language has exactly those keys.
 */
export type AreaMessages<K extends string> = { 'en-US': Record<K, string> } & Record<
  Exclude<Language, 'en-US'>,
  Record<K, string>
>;

export function defineAreaMessages<const E extends Record<string, string>>(
  messages: { 'en-US': E } & Record<Exclude<Language, 'en-US'>, Record<keyof E, string>>,
): AreaMessages<keyof E & string> {
  return messages;
}

/**
 * The keys of every area's catalogue, for `MessageKey`. Each `<area>.messages.ts` adds its own by
 * declaration merging (`declare module '…/platform/i18n/area-messages.js'`), so the compiler knows
 * every key while the platform imports no area; the texts themselves are registered at start-up
 * (`registerAreaMessages` in messages.ts, called by each area's module).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the areas through declaration merging
export interface AreaMessageKeys {}
