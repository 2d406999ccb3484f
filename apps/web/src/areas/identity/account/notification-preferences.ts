import { readLocal, writeLocal } from '../../../app/storage';

/**
 * /account/settings/notification: what the console tells the user about. The user preferences
 * of the server (`/client_theme/*`) have no such fields yet, so the choices are kept in this
 * browser, under the app's storage namespace.
 */
export const NOTIFICATION_PREFERENCES_KEY = 'notificationPreferences';

export interface NotificationPreferences {
  messages: boolean;
  notices: boolean;
  todo: boolean;
  sound: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferences> = {
  messages: true,
  notices: true,
  todo: true,
  sound: false,
};

/** Stored choices over the defaults; anything unreadable falls back to the default. */
export function parseNotificationPreferences(raw: string | null): NotificationPreferences {
  const result = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  if (!raw) return result;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return result;
  }
  if (typeof parsed !== 'object' || parsed === null) return result;
  for (const key of Object.keys(result) as (keyof NotificationPreferences)[]) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'boolean') result[key] = value;
  }
  return result;
}

export function readNotificationPreferences(): NotificationPreferences {
  return parseNotificationPreferences(readLocal(NOTIFICATION_PREFERENCES_KEY));
}

export function writeNotificationPreferences(preferences: NotificationPreferences): void {
  writeLocal(NOTIFICATION_PREFERENCES_KEY, JSON.stringify(preferences));
}
