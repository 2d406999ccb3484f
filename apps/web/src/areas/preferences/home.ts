import type { HomeMode } from '@takt/contracts';
import type { ClientPreferences } from './store';

/**
 * The home page's look (spec 000 §3: user preference "home mode, home picture" over the
 * enterprise's "okMesHomeMode, homePicture"). A user's own choice wins; without one the
 * enterprise's applies. Mode `picture` shows the picture above the console; anything else the
 * console alone.
 */

export interface EnterpriseHome {
  okMesHomeMode: string | null;
  homePicture: string | null;
}

export function effectiveHome(
  preferences: Pick<ClientPreferences, 'homeMode' | 'homePicture'>,
  enterprise: EnterpriseHome | null | undefined,
): { mode: HomeMode; picture: string | null } {
  const chosen = preferences.homeMode || enterprise?.okMesHomeMode || 'console';
  const picture = preferences.homePicture || enterprise?.homePicture || null;
  if (chosen === 'picture' && picture) return { mode: 'picture', picture };
  return { mode: 'console', picture: null };
}
