import type { App } from 'antd';
import type { TFunction } from 'i18next';

/** The dialog signs out by itself after this long if nobody closes it. */
export const FORCED_OFFLINE_CLOSE_MS = 10_000;

type ModalApi = ReturnType<typeof App.useApp>['modal'];

let showing = false;

/**
 * Spec 000 §4/§8 "Forced offline: warning dialog with the server message, session cleared":
 * a warning with the server's text (in the socket's language) and an OK button counting down;
 * closing it, or the countdown running out, calls `onDone` (sign-out) once.
 */
export function showForcedOffline(modal: ModalApi, t: TFunction, message: string, onDone: () => void): void {
  if (showing) return;
  showing = true;
  let seconds = Math.round(FORCED_OFFLINE_CLOSE_MS / 1000);
  let done = false;
  const okText = () => t('messages.hub.forcedOfflineOk', { seconds });
  const finish = () => {
    if (done) return;
    done = true;
    showing = false;
    clearInterval(ticker);
    dialog.destroy();
    onDone();
  };
  const dialog = modal.warning({
    title: t('messages.hub.forcedOfflineTitle'),
    content: message || t('messages.hub.forcedOfflineFallback'),
    okText: okText(),
    okButtonProps: { 'data-testid': 'forced-offline-ok' } as Record<string, string>,
    className: 'takt-forced-offline',
    keyboard: true,
    onOk: finish,
    onCancel: finish,
  });
  const ticker = setInterval(() => {
    seconds -= 1;
    if (seconds <= 0) finish();
    else dialog.update({ okText: okText() });
  }, 1000);
}
