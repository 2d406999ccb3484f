import { CheckCircleFilled, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Radio, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isThisOrigin,
  loadServerConfig,
  SERVER_CHANGE_RELOAD_MS,
  type ServerEntry,
  storedServerBase,
  storeServerBase,
} from '../../app/server-base';
import { secondsLeft } from './countdown';

/** The small settings icon of the login page's top bar; opens {@link ServerConfigDialog}. */
export function ServerConfigButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<SettingOutlined />}
        aria-label={t('registration.serverConfig.open')}
        title={t('registration.serverConfig.open')}
        data-testid="server-config"
        style={{ color: 'rgba(255, 255, 255, 0.88)' }}
        onClick={() => setOpen(true)}
      />
      {open && <ServerConfigDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Spec 000 §7/§9: lists the backend base URLs of `/serverConfig.json`, stores the choice in
 * this browser and reloads the page 3 s later, so every call goes to the chosen server.
 */
export function ServerConfigDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const [entries, setEntries] = useState<ServerEntry[] | null>(null);
  const [inUse] = useState(() => storedServerBase());
  const [choice, setChoice] = useState(inUse);
  const [reloadAt, setReloadAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const controller = new AbortController();
    loadServerConfig(controller.signal).then(
      (list) => {
        // A stored server missing from the file stays listed, so the dialog tells the truth.
        const known = list.some((entry) => entry.url === inUse || (inUse === '' && isThisOrigin(entry.url, origin)));
        setEntries(known ? list : [...list, { name: '', url: inUse }]);
      },
      () => {},
    );
    return () => controller.abort();
  }, [inUse, origin]);

  useEffect(() => {
    if (reloadAt === null) return;
    const tick = window.setInterval(() => setNow(Date.now()), 200);
    const reload = window.setTimeout(() => window.location.reload(), Math.max(0, reloadAt - Date.now()));
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(reload);
    };
  }, [reloadAt]);

  const same = (a: string, b: string) => a === b || (isThisOrigin(a, origin) && isThisOrigin(b, origin));
  const saving = reloadAt !== null;

  const save = () => {
    storeServerBase(choice, origin);
    const at = Date.now() + SERVER_CHANGE_RELOAD_MS;
    setNow(Date.now());
    setReloadAt(at);
  };

  return (
    <Modal
      open
      title={t('registration.serverConfig.title')}
      onCancel={saving ? undefined : onClose}
      closable={!saving}
      maskClosable={!saving}
      destroyOnHidden
      footer={
        saving
          ? null
          : [
              <Button key="cancel" onClick={onClose} data-testid="server-config-cancel">
                {t('registration.serverConfig.cancel')}
              </Button>,
              <Button
                key="save"
                type="primary"
                disabled={!entries || same(choice, inUse)}
                onClick={save}
                data-testid="server-config-save"
              >
                {t('registration.serverConfig.save')}
              </Button>,
            ]
      }
    >
      <Typography.Paragraph type="secondary">{t('registration.serverConfig.intro')}</Typography.Paragraph>
      {saving ? (
        <Alert
          type="success"
          showIcon
          data-testid="server-config-saved"
          message={t('registration.serverConfig.saved', { seconds: secondsLeft(reloadAt, now) })}
        />
      ) : entries === null ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Radio.Group
          value={entries.find((entry) => same(entry.url, choice))?.url ?? choice}
          onChange={(event) => setChoice(event.target.value as string)}
          style={{ width: '100%' }}
        >
          <Space direction="vertical" style={{ width: '100%' }} size={8}>
            {entries.map((entry) => {
              const here = isThisOrigin(entry.url, origin);
              const name =
                entry.name ||
                (here ? t('registration.serverConfig.thisServer') : t('registration.serverConfig.unnamed'));
              return (
                <Radio key={entry.url || 'origin'} value={entry.url}>
                  <Space size={8} wrap data-testid="server-config-entry">
                    <span>{name}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {entry.url || origin}
                    </Typography.Text>
                    {same(entry.url, inUse) && (
                      <Tag color="green" icon={<CheckCircleFilled />}>
                        {t('registration.serverConfig.current')}
                      </Tag>
                    )}
                  </Space>
                </Radio>
              );
            })}
          </Space>
        </Radio.Group>
      )}
    </Modal>
  );
}
