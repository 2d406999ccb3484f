import type { TFunction } from 'i18next';
import type { LastFailure } from './scan-queue';

/** Why a waiting scan's last attempt failed, in the language shown now. */
export function lastFailureText(t: TFunction, failure: LastFailure): string {
  switch (failure.reason) {
    case 'network':
      return t('stations.net.failure.network');
    case 'timeout':
      return t('stations.net.failure.timeout');
    case 'signedOut':
      return t('stations.net.failure.signedOut');
    case 'server':
      return t('stations.net.failure.server', { status: failure.httpStatus });
    case 'earlier':
      // Its words are in the language of that moment: the row says it failed, the tooltip what it said.
      return t('stations.net.failure.earlier');
  }
}
