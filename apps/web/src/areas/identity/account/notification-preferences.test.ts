import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  parseNotificationPreferences,
  readNotificationPreferences,
  writeNotificationPreferences,
} from './notification-preferences';

describe('parseNotificationPreferences', () => {
  it('gives the defaults for nothing or garbage', () => {
    expect(parseNotificationPreferences(null)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(parseNotificationPreferences('{')).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(parseNotificationPreferences('42')).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('takes stored booleans over the defaults and ignores the rest', () => {
    expect(parseNotificationPreferences('{"notices":false,"sound":true,"messages":"no","extra":1}')).toEqual({
      messages: true,
      notices: false,
      todo: true,
      sound: true,
    });
  });
});

describe('read / write', () => {
  it('round-trips through the namespaced storage', () => {
    writeNotificationPreferences({ messages: false, notices: true, todo: false, sound: true });
    expect(readNotificationPreferences()).toEqual({ messages: false, notices: true, todo: false, sound: true });
  });
});
