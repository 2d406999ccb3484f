import { type ShiftResolutionDto, shiftResolveApi } from '@takt/contracts';
import { Alert, Button, Card, Descriptions, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { useTimesText } from './use-times-text';

/** "2026-03-10T20:00" of the browser's local time now (a datetime-local input's value). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** "2026-03-10 20:00 (+08:00)" of an ISO instant with offset. */
const shortTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} (${iso.slice(19)})` : '');

/**
 * "Which shift is it?": asks the server's shift resolver which shift, production day and slot a
 * line is on at a moment (the browser's local time, read by the server in the enterprise's zone).
 */
export function ResolveProbe() {
  const { t } = useTranslation();
  const timesText = useTimesText();
  const [lineId, setLineId] = useState<string | null>(null);
  const [at, setAt] = useState(localNow);
  const [result, setResult] = useState<ShiftResolutionDto | null>(null);
  const [loading, setLoading] = useState(false);

  const run = async () => {
    if (!lineId) return;
    setLoading(true);
    try {
      const instant = at ? new Date(at).toISOString() : undefined;
      setResult(await callApi(shiftResolveApi.resolve, { query: { lineId, at: instant } }));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card size="small" title={t('shifts.resolve.title')} style={{ marginBottom: 16 }} data-testid="shift-resolve">
      <Space wrap align="center">
        <RefSelect
          kind="line"
          value={lineId}
          onChange={(value) => setLineId((value as string | null) ?? null)}
          placeholder={t('shifts.resolve.line')}
          style={{ width: 240 }}
          data-testid="shift-resolve-line"
        />
        <Input
          type="datetime-local"
          value={at}
          onChange={(event) => setAt(event.target.value)}
          style={{ width: 210 }}
          aria-label={t('shifts.resolve.at')}
          data-testid="shift-resolve-at"
        />
        <Button onClick={() => setAt(localNow())}>{t('shifts.resolve.now')}</Button>
        <Button type="primary" disabled={!lineId} loading={loading} onClick={run} data-testid="shift-resolve-run">
          {t('shifts.resolve.run')}
        </Button>
      </Space>
      {result && (
        <div style={{ marginTop: 12 }} data-testid="shift-resolve-result">
          {!result.regime ? (
            <Alert type="info" showIcon message={t('shifts.resolve.noRegime')} />
          ) : !result.shift ? (
            <Alert type="info" showIcon message={t('shifts.resolve.noShift', { regime: result.regime.code })} />
          ) : (
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2, xl: 3 }}
              title={
                <Space>
                  {t('shifts.resolve.result', {
                    shift: `${result.shift.code} ${result.shift.name}`,
                    day: result.productionDay,
                  })}
                  {result.overtime && <Tag color="red">{t('shifts.resolve.inOvertime')}</Tag>}
                </Space>
              }
              items={[
                {
                  key: 'occurrence',
                  label: t('shifts.times'),
                  children: t('shifts.resolve.occurrence', {
                    start: shortTime(result.shiftStart),
                    end: shortTime(result.shiftEnd),
                  }),
                },
                {
                  key: 'slot',
                  label: t('shifts.resolve.slot'),
                  children: result.slot ? (
                    <Tag color={result.slot.kind === 'break' ? 'gold' : 'blue'}>
                      {t(`shifts.shift.kinds.${result.slot.kind}`)} {result.slot.name ?? ''} {timesText(result.slot)}
                    </Tag>
                  ) : (
                    '-'
                  ),
                },
                {
                  key: 'range',
                  label: t('shifts.resolve.timeRange'),
                  children: result.timeRange ? `${result.timeRange.code} ${result.timeRange.name}` : '-',
                },
              ]}
            />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('shifts.resolve.zone', { zone: result.timeZone })}
          </Typography.Text>
        </div>
      )}
    </Card>
  );
}
