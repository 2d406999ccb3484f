import { authApi } from '@takt/contracts';
import { App } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../i18n';
import { callApi } from '../request';
import { storedServerBase } from '../server-base';
import { currentPath, getToken, isSignedIn, onSessionChange, signOut } from '../session';
import { showForcedOffline } from './forced-offline';
import { HubConnection, type HubSocket, type HubStatus, hubUrl } from './hub-connection';
import { HubContext, HubStatusContext } from './hub-context';

/**
 * Opens the realtime hub for the signed-in console (spec 000 §7: "the socket is authenticated
 * with the token when the header mounts") and hands it to {@link useHubEvent}. Mount it once,
 * around the console layout.
 *
 * - Reconnects with the new token after a sign-in, with the new language after a language
 *   change; closes (AbortSelf) on sign-out, unmount and page close.
 * - ForceOffline: a warning dialog with the server's message, then sign-out (spec 000 §4, §8).
 * - Token refused (4401): renews the token once through the request client (any API call
 *   does: the server answers an expired access token with fresh ones), then signs out.
 */
export function HubProvider({ children }: { children: ReactNode }) {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const [status, setStatus] = useState<HubStatus>('idle');
  const [connection] = useState(
    () =>
      new HubConnection({
        url: () => {
          const token = getToken();
          if (!token) return null;
          // The backend chosen in the login page's server dialog, else this page's own host.
          const base = storedServerBase();
          const server = base ? new URL(base) : null;
          const prefix = server ? server.pathname.replace(/\/$/, '') : '';
          return hubUrl(server ?? window.location, token, currentLanguage(), `${prefix}/hub`);
        },
        createSocket: (url) => new WebSocket(url) as unknown as HubSocket,
        renewToken: async () => {
          // Renewed tokens come back in the response headers; a 401 here signs out through the
          // request client, which stops the connection.
          await callApi(authApi.accountInfo, { quiet: true });
          return isSignedIn();
        },
        onUnauthorized: () => {
          if (isSignedIn()) signOut({ returnTo: currentPath() });
        },
        onStatus: setStatus,
      }),
  );

  // ForceOffline: subscribed here so the dialog shows whatever page is open.
  useEffect(
    () =>
      connection.on('ForceOffline', (data) => {
        const message =
          typeof (data as { message?: unknown })?.message === 'string' ? (data as { message: string }).message : '';
        showForcedOffline(modal, t, message, () => signOut());
      }),
    [connection, modal, t],
  );

  useEffect(() => {
    connection.start();
    const offSession = onSessionChange((event) => {
      if (event === 'signed-in') connection.start();
      if (event === 'signed-out') connection.stop();
    });
    const onLanguage = () => {
      if (connection.status !== 'idle' && connection.status !== 'ended') connection.start();
    };
    i18n.on('languageChanged', onLanguage);
    // Page close: say goodbye (AbortSelf); back from the back-forward cache: open again.
    const onPageHide = () => connection.stop();
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) connection.start();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      offSession();
      i18n.off('languageChanged', onLanguage);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      connection.stop();
    };
  }, [connection]);

  return (
    <HubContext.Provider value={connection}>
      <HubStatusContext.Provider value={status}>{children}</HubStatusContext.Provider>
    </HubContext.Provider>
  );
}
