import type { App } from 'antd';
import type { TFunction } from 'i18next';
import { isApiError } from '../../app/request';
import type { StationShellValue } from './shell-context';

interface SealPrompt {
  modal: ReturnType<typeof App.useApp>['modal'];
  t: TFunction;
  shell: StationShellValue;
  /** The box or carrier code. */
  code: string;
  title: string;
  okText: string;
  /** The result panel's text once sealed. */
  doneMessage: string;
  seal: () => Promise<unknown>;
  /** Reloads the package card after the seal. */
  refetch: () => void;
}

/** Asks before sealing a box or carrier that is not full yet, then shows the outcome in the result panel. */
export function confirmSeal({ modal, t, shell, code, title, okText, doneMessage, seal, refetch }: SealPrompt): void {
  modal.confirm({
    title,
    okText,
    okButtonProps: { size: 'large' },
    cancelButtonProps: { size: 'large' },
    afterClose: shell.focusScan,
    onOk: async () => {
      try {
        await seal();
        shell.show({ tone: 'pass', verdict: t('stations.scan.accepted'), code, message: doneMessage });
        refetch();
      } catch (error) {
        shell.show({
          tone: 'fail',
          verdict: t('stations.scan.refused'),
          code,
          message: isApiError(error) ? error.message : String(error),
        });
      }
    },
  });
}
