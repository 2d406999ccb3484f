import { monthBarApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../app/components/EChart';
import { callApi } from '../../app/request';
import { monthBarOption } from './month-bar-option';

/**
 * The welcome page's month chart (spec 000 §7 `GET /analysis/month-bar`): good output and
 * defects per month over the last 12 months on the reader's lines. Loaded on its own (ECharts
 * stays out of the shell's chunk).
 */
export default function MonthBarChart() {
  const { t } = useTranslation();
  const chart = useQuery({
    queryKey: ['analysis', 'month-bar'],
    queryFn: ({ signal }) => callApi(monthBarApi.monthBar, { signal }),
    staleTime: 5 * 60_000,
  });
  const option = useMemo(
    () =>
      chart.data
        ? monthBarOption(chart.data.months, {
            good: t('welcome.monthBar.good'),
            defects: t('welcome.monthBar.defects'),
          })
        : null,
    [chart.data, t],
  );
  const empty = chart.data?.months.every((row) => row.good === 0 && row.defects === 0);
  return (
    <Card
      size="small"
      title={t('welcome.monthBar.title')}
      extra={<span style={{ opacity: 0.65 }}>{t('welcome.monthBar.subtitle')}</span>}
      data-testid="home-month-bar"
    >
      {chart.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : chart.isError ? (
        <Alert type="warning" showIcon message={t('welcome.monthBar.loadFailed')} />
      ) : empty ? (
        <Empty description={t('welcome.monthBar.empty')} />
      ) : (
        option && <EChart option={option} height={280} />
      )}
    </Card>
  );
}
