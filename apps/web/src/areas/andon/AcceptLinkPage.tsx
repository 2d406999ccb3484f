import { type AndonCall, andonCallApi } from '@takt/contracts';
import { Descriptions, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Logo } from '../../app/components/Logo';
import { callApi, isApiError } from '../../app/request';
import { settings } from '../../app/settings';
import { dateTimeText } from '../../app/time';
import { stationText } from './floor/call-looks';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'accepted'; call: AndonCall; responderName: string }
  | { kind: 'refused'; message: string };

/** Accepting once per page, whatever React does with effects (a second try would be refused anyway). */
const accepting = new Map<string, ReturnType<typeof callApi<typeof andonCallApi.acceptLink>>>();

/**
 * `/andon-accept?token=…`: where a robot message's link leads (no sign-in; the signed token
 * stands for the recipient). Opening it accepts the call and says so, or shows why not.
 */
export function AcceptLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });

  useEffect(() => {
    let current = true;
    const request = accepting.get(token) ?? callApi(andonCallApi.acceptLink, { body: { token }, quiet: true });
    accepting.set(token, request);
    request.then(
      (answer) => current && setOutcome({ kind: 'accepted', ...answer }),
      (error: unknown) =>
        current && setOutcome({ kind: 'refused', message: isApiError(error) ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div data-testid="andon-accept" style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Logo size={32} />
        <Typography.Text strong>{settings.productName}</Typography.Text>
      </div>
      {outcome.kind === 'pending' && <Result icon={<Spin size="large" />} title={t('andonFloor.accept.pending')} />}
      {outcome.kind === 'refused' && (
        <Result status="error" title={t('andonFloor.accept.refused')} subTitle={outcome.message} />
      )}
      {outcome.kind === 'accepted' && (
        <Result
          status="success"
          title={t('andonFloor.accept.accepted', { name: outcome.responderName })}
          subTitle={t('andonFloor.accept.next')}
        >
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('andonFloor.accept.code')}>{outcome.call.code}</Descriptions.Item>
            <Descriptions.Item label={t('andonFloor.accept.item')}>
              {outcome.call.itemName} · {outcome.call.typeName} · {t('andonFloor.level', { level: outcome.call.level })}
            </Descriptions.Item>
            <Descriptions.Item label={t('andonFloor.accept.where')}>
              {[outcome.call.workshopName, outcome.call.lineName, stationText(outcome.call)]
                .filter(Boolean)
                .join(' · ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('andonFloor.accept.calledAt')}>
              {dateTimeText(outcome.call.calledAt)}
            </Descriptions.Item>
          </Descriptions>
        </Result>
      )}
    </div>
  );
}
