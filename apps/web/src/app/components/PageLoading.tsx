import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder while a lazily loaded page or the first data arrive. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={t('app.loading')}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
