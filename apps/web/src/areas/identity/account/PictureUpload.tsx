import { EditOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { USER_PICTURE_MAX_BYTES } from '@takt/contracts';
import { App, Avatar, Button, Image, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/request';
import type { PictureKind } from './api';
import { isShownByForm } from './api';
import { formatFileSize } from './file-size';
import { useUploadPicture } from './hooks';
import { PICTURE_ACCEPT, pictureProblem } from './picture-check';
import { pictureSrc } from './picture-src';

/**
 * The signed-in user's avatar or handwritten signature: a preview and an upload button. The
 * file is checked here as the server checks it (png/jpg/jpeg by content, at most 2 MB).
 */
export function PictureUpload({ kind, url }: { kind: PictureKind; url: string | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const upload = useUploadPicture(kind);
  const limit = formatFileSize(USER_PICTURE_MAX_BYTES);
  const src = pictureSrc(url);

  const choose = async (file: File) => {
    const problem = await pictureProblem(file);
    if (problem) {
      void message.error(t(`identity.account.settings.picture.${problem}`, { limit }));
      return;
    }
    try {
      await upload.mutateAsync(file);
      void message.success(t('identity.account.settings.picture.uploaded'));
    } catch (error) {
      if (isApiError(error) && isShownByForm(error)) void message.error(error.message);
    }
  };

  return (
    <div style={{ textAlign: 'center' }} data-testid={`picture-${kind}`}>
      <div style={{ marginBottom: 12, color: 'rgba(0,0,0,0.65)' }}>
        {t(`identity.account.settings.picture.${kind}`)}
      </div>
      {kind === 'avatar' ? (
        <Avatar size={128} src={src} icon={<UserOutlined />} />
      ) : (
        <div
          style={{
            width: 240,
            height: 96,
            margin: '0 auto',
            border: '1px dashed #d9d9d9',
            borderRadius: 6,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: '#fff',
          }}
        >
          {src ? (
            <Image
              src={src}
              alt={t('identity.account.settings.picture.signature')}
              style={{ maxHeight: 88, maxWidth: 232 }}
            />
          ) : (
            <Typography.Text type="secondary">
              <EditOutlined /> {t('common.notSet')}
            </Typography.Text>
          )}
        </div>
      )}
      <div style={{ marginTop: 16 }}>
        <Upload
          accept={PICTURE_ACCEPT}
          showUploadList={false}
          beforeUpload={(file) => {
            void choose(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid={`upload-${kind}`}>
            {t(`identity.account.settings.picture.${kind === 'avatar' ? 'changeAvatar' : 'changeSignature'}`)}
          </Button>
        </Upload>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
        {t('identity.account.settings.picture.hint', { limit })}
      </Typography.Paragraph>
    </div>
  );
}
