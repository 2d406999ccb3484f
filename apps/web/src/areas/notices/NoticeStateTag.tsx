import { NoticeState } from '@takt/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  [NoticeState.DRAFT]: 'default',
  [NoticeState.RELEASED]: 'green',
  [NoticeState.WITHDRAWN]: 'orange',
};

/** Spec 000 §4: draft, released, withdrawn. */
export function NoticeStateTag({ state }: { state: number }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[state] ?? 'default'}>{t(`notices.states.${state}` as 'notices.states.0')}</Tag>;
}
