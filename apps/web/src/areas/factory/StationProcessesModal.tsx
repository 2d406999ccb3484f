import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { type CodedRef, type Station, stationApi } from '@takt/contracts';
import { Button, Empty, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../app/crud/RefSelect';
import { callApi } from '../../app/request';
import { moveItem } from './factory-form';

interface StationProcessesModalProps {
  station: Station;
  onClose: () => void;
  onSaved: (text: string) => unknown;
}

/** The ordered processes a workstation performs: add from the process picker, reorder, remove, save. */
export function StationProcessesModal({ station, onClose, onSaved }: StationProcessesModalProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<CodedRef[]>(station.processes);
  const [picked, setPicked] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await callApi(stationApi.configProcess, { body: { id: station.id, processIds: items.map((item) => item.id) } });
      onClose();
      await onSaved(t('crud.saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('factory.station.processesTitle', { name: `${station.code} ${station.name}` })}
      onCancel={onClose}
      onOk={save}
      okButtonProps={{ loading: saving, ...{ 'data-testid': 'station-processes-save' } }}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{t('factory.station.processesHelp')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <RefSelect
          kind="process"
          value={picked}
          style={{ width: '100%' }}
          placeholder={t('factory.station.pickProcess')}
          data-testid="station-process-picker"
          onChange={(value) => setPicked((value as string | null) ?? null)}
          format={(ref) => `${ref.code} ${ref.name}`}
          onSelect={(_value: unknown, option: { value?: unknown; label?: unknown }) => {
            const id = String(option.value);
            if (items.some((item) => item.id === id)) return;
            const [code = '', ...name] = String(option.label).split(' ');
            setItems((list) => [...list, { id, code, name: name.join(' ') }]);
            setPicked(null);
          }}
        />
      </Space.Compact>
      {items.length === 0 ? (
        <Empty description={t('factory.station.noProcesses')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          bordered
          size="small"
          dataSource={items}
          renderItem={(item, index) => (
            <List.Item
              data-testid={`station-process-${item.code}`}
              actions={[
                <Button
                  key="up"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('factory.station.moveUp')}
                  disabled={index === 0}
                  onClick={() => setItems((list) => moveItem(list, index, -1))}
                />,
                <Button
                  key="down"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('factory.station.moveDown')}
                  disabled={index === items.length - 1}
                  onClick={() => setItems((list) => moveItem(list, index, 1))}
                />,
                <Button
                  key="remove"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('crud.delete')}
                  onClick={() => setItems((list) => list.filter((other) => other.id !== item.id))}
                />,
              ]}
            >
              <Space>
                <Typography.Text type="secondary">{index + 1}.</Typography.Text>
                <Typography.Text strong>{item.code}</Typography.Text>
                <span>{item.name}</span>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
