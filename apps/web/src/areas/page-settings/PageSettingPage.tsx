import { DeleteOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import {
  HOME_MODES,
  HOME_PICTURE_MAX_BYTES,
  type HomeMode,
  IMAGE_ACCEPT,
  IMAGE_EXTENSIONS,
  type PageSettings,
  Permissions,
  WATERMARK_MAX_PARTS,
  type WatermarkPart,
} from '@takt/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Image,
  Radio,
  Row,
  Skeleton,
  Space,
  Switch,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access/use-access';
import { pageSettingsKey, usePageSettings } from '../../app/page-settings';
import { drawWatermarkTile } from '../../app/watermark/guard';
import { watermarkLines } from '../../app/watermark/watermark-text';
import { pictureSrc } from '../identity/account/picture-src';
import { useAccountInfo } from '../identity/hooks';
import { savePageSettings, uploadHomePicture } from './api';
import { modeOfParts, partsOfMode, WATERMARK_PART_ORDER } from './watermark-choice';

const MAX_MB = HOME_PICTURE_MAX_BYTES / (1024 * 1024);

/**
 * Page settings (spec 000 §3 "Tenant settings"): the watermark (on or off, and which one or two
 * of tenant name, user name, phone and job number it shows, previewed as drawn), whether the
 * language choice is offered, and the home page (console or picture, and the picture). Saving
 * replaces the enterprise's settings in the shared query, so the watermark changes at once.
 */
export default function PageSettingPage() {
  const settings = usePageSettings();
  if (settings.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (settings.isError) {
    return <PageSettingsFailed onRetry={() => settings.refetch()} />;
  }
  return <PageSettingsForm saved={settings.data} />;
}

function PageSettingsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Alert
        type="error"
        showIcon
        message={t('pageSettings.loadFailed')}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    </Card>
  );
}

function PageSettingsForm({ saved }: { saved: PageSettings }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const editable = can(Permissions.sys.pageSetting.edit);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PageSettings>(saved);
  useEffect(() => setDraft(saved), [saved]);
  const parts = partsOfMode(draft.watermarkMode);
  const partsValid = parts.length >= 1 && parts.length <= WATERMARK_MAX_PARTS;
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const applied = (next: PageSettings) => queryClient.setQueryData(pageSettingsKey, next);
  const save = useMutation({
    mutationFn: () =>
      savePageSettings({
        isEnableWatermark: draft.isEnableWatermark,
        watermarkMode: draft.watermarkMode,
        okMesHomeMode: draft.okMesHomeMode,
        homePicture: draft.homePicture,
        multiLanguage: draft.multiLanguage,
      }),
    onSuccess: (next) => {
      applied(next);
      message.success(t('pageSettings.saved'));
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadHomePicture(file, file.name),
    onSuccess: (next) => {
      // The upload saved the picture already: keep the other unsaved edits of the form.
      applied(next);
      setDraft((current) => ({ ...current, homePicture: next.homePicture }));
      message.success(t('pageSettings.pictureUploaded'));
    },
  });

  const beforeUpload = (file: File) => {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
      message.warning(t('pageSettings.pictureType', { types: IMAGE_EXTENSIONS.join(', ') }));
    } else if (file.size === 0) {
      message.warning(t('pageSettings.pictureEmpty'));
    } else if (file.size > HOME_PICTURE_MAX_BYTES) {
      message.warning(t('pageSettings.pictureTooLarge', { max: MAX_MB }));
    } else {
      upload.mutate(file);
    }
    return Upload.LIST_IGNORE;
  };

  return (
    <Row gutter={[16, 16]} data-testid="page-settings">
      <Col xs={24} xl={14}>
        <Card title={t('pageSettings.title')}>
          <Form layout="vertical" disabled={!editable}>
            <Form.Item label={t('pageSettings.watermark')}>
              <Switch
                checked={draft.isEnableWatermark}
                onChange={(isEnableWatermark) => setDraft({ ...draft, isEnableWatermark })}
                data-testid="watermark-enabled"
              />
            </Form.Item>
            <Form.Item
              label={t('pageSettings.watermarkParts', { max: WATERMARK_MAX_PARTS })}
              validateStatus={partsValid ? undefined : 'error'}
              help={partsValid ? undefined : t('pageSettings.watermarkPartsRequired', { max: WATERMARK_MAX_PARTS })}
            >
              <Checkbox.Group
                value={parts}
                onChange={(chosen) =>
                  setDraft({ ...draft, watermarkMode: modeOfParts(parts, chosen as WatermarkPart[]) })
                }
                data-testid="watermark-parts"
              >
                <Space wrap>
                  {WATERMARK_PART_ORDER.map((part) => (
                    <Checkbox
                      key={part}
                      value={part}
                      // At most two: the others wait until one is unticked. (An own `disabled`
                      // overrides the form's, so the read-only case is said here too.)
                      disabled={!editable || (!parts.includes(part) && parts.length >= WATERMARK_MAX_PARTS)}
                    >
                      {t(`pageSettings.parts.${part}`)}
                    </Checkbox>
                  ))}
                </Space>
              </Checkbox.Group>
            </Form.Item>
            <Form.Item label={t('pageSettings.multiLanguage')} extra={t('pageSettings.multiLanguageHelp')}>
              <Switch
                checked={draft.multiLanguage}
                onChange={(multiLanguage) => setDraft({ ...draft, multiLanguage })}
              />
            </Form.Item>
            <Form.Item label={t('pageSettings.homeMode')} extra={t('pageSettings.homeModeHelp')}>
              <Radio.Group
                value={draft.okMesHomeMode ?? 'console'}
                onChange={(event) => setDraft({ ...draft, okMesHomeMode: event.target.value as HomeMode })}
                data-testid="home-mode"
              >
                {HOME_MODES.map((mode) => (
                  <Radio key={mode} value={mode}>
                    {t(`pageSettings.homeModes.${mode}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item
              label={t('pageSettings.homePicture')}
              extra={t('pageSettings.homePictureHelp', { types: IMAGE_EXTENSIONS.join(', '), max: MAX_MB })}
              validateStatus={draft.okMesHomeMode === 'picture' && !draft.homePicture ? 'warning' : undefined}
              help={
                draft.okMesHomeMode === 'picture' && !draft.homePicture ? t('pageSettings.pictureMissing') : undefined
              }
            >
              <Space direction="vertical">
                {draft.homePicture && (
                  <Image
                    src={pictureSrc(draft.homePicture)}
                    alt={t('pageSettings.homePicture')}
                    height={120}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    data-testid="home-picture-preview"
                  />
                )}
                <Space wrap>
                  <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={beforeUpload}>
                    <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="home-picture-upload">
                      {t('pageSettings.upload')}
                    </Button>
                  </Upload>
                  {draft.homePicture && (
                    <Button icon={<DeleteOutlined />} onClick={() => setDraft({ ...draft, homePicture: null })}>
                      {t('pageSettings.removePicture')}
                    </Button>
                  )}
                </Space>
              </Space>
            </Form.Item>
            {editable && (
              <Space>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  disabled={!partsValid || !changed}
                  loading={save.isPending}
                  onClick={() => save.mutate()}
                  data-testid="page-settings-save"
                >
                  {t('pageSettings.save')}
                </Button>
                <Button disabled={!changed} onClick={() => setDraft(saved)}>
                  {t('pageSettings.reset')}
                </Button>
              </Space>
            )}
          </Form>
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <WatermarkPreview enabled={draft.isEnableWatermark} mode={draft.watermarkMode} />
      </Col>
    </Row>
  );
}

/** The watermark as the console will draw it for the signed-in user, on a sample of the page. */
function WatermarkPreview({ enabled, mode }: { enabled: boolean; mode: string }) {
  const { t } = useTranslation();
  const account = useAccountInfo().data;
  const lines = watermarkLines(mode, {
    tenantName: account?.tenantName,
    userName: account?.name,
    phone: account?.phone,
    jobNumber: account?.employeeInfo.jobNumber,
  });
  const key = lines.join('\n');
  const image = useMemo(() => (key ? drawWatermarkTile(key.split('\n')) : ''), [key]);
  return (
    <Card title={t('pageSettings.preview')} data-testid="watermark-preview">
      <div
        style={{
          height: 260,
          borderRadius: 6,
          border: '1px dashed rgba(128,128,128,0.4)',
          backgroundImage: enabled && image ? `url(${image})` : undefined,
          backgroundRepeat: 'repeat',
          display: 'flex',
          alignItems: 'flex-end',
          padding: 12,
        }}
      >
        <Typography.Text type="secondary">
          {!enabled
            ? t('pageSettings.previewOff')
            : lines.length === 0
              ? t('pageSettings.previewEmpty')
              : t('pageSettings.previewText', { text: lines.join(' · ') })}
        </Typography.Text>
      </div>
    </Card>
  );
}
