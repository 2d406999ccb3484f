import type { AccountInfo } from '@takt/contracts';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../app/components/PageLoading';
import { isApiError } from '../../../app/request';
import { useAccountInfo } from '../hooks';

/** Loads the signed-in user for an account page: skeleton, failure with retry, or the page. */
export function WithAccount({ children }: { children: (account: AccountInfo) => ReactNode }) {
  const { t } = useTranslation();
  const account = useAccountInfo();

  if (account.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (account.isError) {
    // A 401 has already signed out and is on its way to /login?redirect=…
    if (isApiError(account.error) && account.error.isUnauthorized) return <PageLoading />;
    return (
      <Result
        status="warning"
        title={t('identity.account.center.loadFailed')}
        subTitle={isApiError(account.error) ? account.error.message : undefined}
        extra={
          <Button type="primary" onClick={() => void account.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return <>{children(account.data)}</>;
}
