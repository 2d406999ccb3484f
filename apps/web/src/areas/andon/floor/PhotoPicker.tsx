import { PlusOutlined } from '@ant-design/icons';
import { ANDON_PHOTO_MAX_BYTES, ANDON_PHOTOS_MAX, FILE_UPLOAD_FIELD, fileApi } from '@takt/contracts';
import { App, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../app/request';
import { fileSizeText } from '../../files/file-size';

/** An uploaded photo's file id rides on its upload entry. */
export type PhotoFile = UploadFile<{ id: string }>;

/** The ids of the photos stored so far (still uploading or failed ones are left out). */
export const photoIdsOf = (files: readonly PhotoFile[]) =>
  files.flatMap((file) => (file.status === 'done' && file.response ? [file.response.id] : []));

/**
 * Photos of a call (at most 9 of at most 10 MB, spec 001 §5), each stored through the files
 * area's upload as soon as it is picked (a phone's camera opens on "capture").
 */
export function PhotoPicker({ files, onChange }: { files: PhotoFile[]; onChange: (files: PhotoFile[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Upload<{ id: string }>
      listType="picture-card"
      accept="image/*"
      multiple
      fileList={files}
      maxCount={ANDON_PHOTOS_MAX}
      onChange={({ fileList }) => onChange(fileList.slice(0, ANDON_PHOTOS_MAX))}
      beforeUpload={(file) => {
        if (!file.type.startsWith('image/')) {
          void message.error(t('andonFloor.call.photoNotImage', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        if (file.size > ANDON_PHOTO_MAX_BYTES) {
          void message.error(
            t('andonFloor.call.photoTooLarge', { name: file.name, limit: fileSizeText(ANDON_PHOTO_MAX_BYTES) }),
          );
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append(FILE_UPLOAD_FIELD, file as File, (file as File).name);
        callApi(fileApi.upload, { body: form }).then(
          (saved) => onSuccess?.({ id: saved.id }),
          (error: Error) => onError?.(error),
        );
      }}
      data-testid="andon-photos"
    >
      {files.length < ANDON_PHOTOS_MAX && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('andonFloor.call.addPhoto', { max: ANDON_PHOTOS_MAX })}</div>
        </button>
      )}
    </Upload>
  );
}
