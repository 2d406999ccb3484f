import { useTranslation } from 'react-i18next';
import { useStationShell } from './shell-context';

/**
 * Checks that a scan can be sent from this screen now (permission, workstation, process and
 * order chosen) and shows why not, in red with the buzz, when it cannot.
 */
export function useScanGuard(): (code: string) => boolean {
  const { t } = useTranslation();
  const shell = useStationShell();
  return (code) => {
    if (!shell.canScan) {
      shell.show({
        tone: 'fail',
        verdict: t('stations.scan.refused'),
        code,
        message: t('stations.shell.noScanPermission'),
      });
      return false;
    }
    if (!shell.ready) {
      const message = shell.stationId ? t('stations.shell.notReady') : t('stations.shell.pickStationFirst');
      shell.show({ tone: 'fail', verdict: t('stations.scan.refused'), code, message });
      return false;
    }
    return true;
  };
}
