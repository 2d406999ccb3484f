import { type AndonCall, type AndonCallEvent, andonCallApi } from '@takt/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Image, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeZoneNote } from '../../../app/components/TimeZoneNote';
import { codeName } from '../../../app/crud/code-name';
import { fetchFile } from '../../../app/download';
import { durationText } from '../../../app/duration';
import { callApi } from '../../../app/request';
import { dateTimeText } from '../../../app/time';
import { DELIVERY_COLORS, STATE_COLORS, StepVerdict } from './range';

const EVENT_COLORS: Record<string, string> = {
  called: 'red',
  escalated: 'orange',
  responded: 'blue',
  arrived: 'blue',
  resolved: 'green',
  cancelled: 'gray',
  noted: 'gray',
};

/** The call's photos, fetched with the session (an `<img>` cannot send it). */
function CallPhotos({ ids }: { ids: string[] }) {
  const { i18n } = useTranslation();
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    let made: string[] = [];
    let live = true;
    void Promise.all(
      ids.map((id) =>
        fetchFile({ method: 'GET', path: `/files/${id}` }, { language: i18n.language, fallbackName: id })
          .then(({ blob }) => URL.createObjectURL(blob))
          .catch(() => null),
      ),
    ).then((list) => {
      made = list.filter((url): url is string => url !== null);
      if (live) setUrls(made);
    });
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [ids, i18n.language]);
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {urls.map((url) => (
          <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function EventItem({ event }: { event: AndonCallEvent }) {
  const { t } = useTranslation();
  const delay = event.dueAt === null ? null : Math.max(0, (Date.parse(event.at) - Date.parse(event.dueAt)) / 1000);
  const title =
    event.kind === 'escalated'
      ? t('andonRecords.trail.escalated', {
          ladder: t(`andonRecords.ladders.${event.ladder ?? 'response'}`),
          level: event.level,
        })
      : t(`andonRecords.trail.${event.kind}`);
  return (
    <div data-testid={`andon-trail-${event.kind}`}>
      <Typography.Text strong>{title}</Typography.Text>{' '}
      <Typography.Text type="secondary">{dateTimeText(event.at)}</Typography.Text>
      {event.userName && <div>{event.userName}</div>}
      {event.kind === 'escalated' && (
        <div>
          {event.dueAt && (
            <Typography.Text type="secondary">
              {t('andonRecords.trail.due', { due: dateTimeText(event.dueAt), delay: durationText(t, delay) })}
            </Typography.Text>
          )}
          {event.recipients.length > 0 && <div>{event.recipients.map((r) => r.name).join(', ')}</div>}
          {event.deliveries.length === 0 ? (
            <div>
              <Typography.Text type="secondary">{t('andonRecords.trail.nobody')}</Typography.Text>
            </div>
          ) : (
            event.deliveries.map((delivery) => (
              <div key={delivery.id}>
                {delivery.channelName} · {delivery.targetName ?? delivery.target ?? '-'}{' '}
                <Tag color={DELIVERY_COLORS[delivery.state]}>
                  {t(`andonRecords.deliveries.${delivery.state as 'sent'}`)}
                </Tag>
                {delivery.attempts > 1 && `×${delivery.attempts}`}
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}

/** One call with its trail: called, each escalation level with its deliveries, responded, arrived, ended. */
export function CallDetailDrawer({ row, onClose }: { row: AndonCall | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['andon-call', row?.id],
    queryFn: () => callApi(andonCallApi.detail, { query: { id: row!.id } }),
    enabled: row !== null,
  });
  const call = detail.data;
  const f = (key: string) => t(`andonRecords.fields.${key}` as 'andonRecords.fields.code');
  const state = call ? (call.cancelled ? 'cancelled' : call.state) : 'calling';
  return (
    <Drawer
      open={row !== null}
      width={720}
      onClose={onClose}
      destroyOnHidden
      title={row ? t('andonRecords.records.detail', { code: row.code }) : ''}
      extra={<TimeZoneNote />}
    >
      {!call ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="andon-call-detail">
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={f('item')}>{codeName(call.itemCode, call.itemName)}</Descriptions.Item>
            <Descriptions.Item label={f('state')}>
              <Tag color={STATE_COLORS[state]}>{t(`andonRecords.states.${state}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={f('type')}>{call.typeName}</Descriptions.Item>
            <Descriptions.Item label={f('level')}>{call.level}</Descriptions.Item>
            <Descriptions.Item label={f('line')}>{call.lineName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('station')}>
              {codeName(call.stationCode, call.stationName, '-')}
            </Descriptions.Item>
            <Descriptions.Item label={f('source')}>{t(`andonRecords.sources.${call.source}`)}</Descriptions.Item>
            <Descriptions.Item label={f('calledBy')}>{call.calledByName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('response')}>
              <StepVerdict
                cancelled={call.cancelled}
                verdict={call.responseTimeliness}
                seconds={call.responseSeconds}
                suffix={t('andonRecords.minutes', { value: call.responseMinutes })}
              />
            </Descriptions.Item>
            <Descriptions.Item label={f('resolution')}>
              <StepVerdict
                cancelled={call.cancelled}
                verdict={call.resolutionTimeliness}
                seconds={call.resolutionSeconds}
                suffix={t('andonRecords.minutes', { value: call.resolutionMinutes })}
              />
            </Descriptions.Item>
            <Descriptions.Item label={f('responder')}>{call.responderName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={f('arrivedAt')}>{durationText(t, call.arrivalSeconds)}</Descriptions.Item>
            <Descriptions.Item label={f('note')} span={2}>
              {call.note ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={f('cause')} span={2}>
              {call.cause ?? '-'}
            </Descriptions.Item>
            <Descriptions.Item label={f('action')} span={2}>
              {call.action ?? '-'}
            </Descriptions.Item>
          </Descriptions>
          {call.photoIds.length > 0 && (
            <div>
              <Typography.Title level={5}>{f('photos')}</Typography.Title>
              <CallPhotos ids={call.photoIds} />
            </div>
          )}
          <div>
            <Typography.Title level={5}>{t('andonRecords.trail.title')}</Typography.Title>
            {call.events.length === 0 ? (
              <Empty />
            ) : (
              <Timeline
                items={call.events.map((event) => ({
                  key: event.id,
                  color: EVENT_COLORS[event.kind],
                  children: <EventItem event={event} />,
                }))}
              />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
