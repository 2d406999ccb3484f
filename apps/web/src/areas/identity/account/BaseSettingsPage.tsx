import { ProForm, ProFormDatePicker, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import {
  type AccountInfo,
  USER_EMAIL_MAX,
  USER_EMAIL_PATTERN,
  USER_NAME_MAX,
  USER_NICKNAME_MAX,
  USER_PHONE_PATTERN,
} from '@takt/contracts';
import { App, Col, Divider, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/request';
import { WithAccount } from './AccountPageState';
import { useUpdateBaseUserInfo } from './hooks';
import { PictureUpload } from './PictureUpload';
import { Gender, profileOf } from './profile';
import { SaveAlerts } from './SaveAlerts';
import { SettingsIntro } from './SettingsIntro';

interface BaseValues {
  name: string;
  nickname?: string;
  birthday?: string | null;
  gender?: Gender | null;
  email?: string;
  phone?: string;
}

/** /account/settings/base: name, nickname, birthday, gender, e-mail, phone (spec 000 §3 "User"). */
export function BaseSettingsPage() {
  return <WithAccount>{(account) => <BaseSettingsForm account={account} />}</WithAccount>;
}

function BaseSettingsForm({ account }: { account: AccountInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateBaseUserInfo();
  const profile = profileOf(account);
  const maxRule = (max: number) => ({ max, message: t('identity.account.settings.base.maxLength', { max }) });
  const formError = isApiError(update.error) ? update.error.message : null;

  const initialValues: BaseValues = {
    name: profile.name,
    nickname: profile.nickname ?? '',
    birthday: profile.birthday,
    gender: profile.gender,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
  };

  return (
    <>
      <SettingsIntro>{t('identity.account.settings.base.intro')}</SettingsIntro>
      <Row gutter={[48, 24]}>
        <Col xs={24} xl={14} style={{ maxWidth: 520 }}>
          <SaveAlerts formError={formError} />
          <ProForm<BaseValues>
            layout="vertical"
            initialValues={initialValues}
            dateFormatter="string"
            onValuesChange={() => {
              if (update.isError) update.reset();
            }}
            submitter={{
              searchConfig: { submitText: t('identity.account.settings.save') },
              resetButtonProps: { style: { display: 'none' } },
              submitButtonProps: { id: 'base-save' },
            }}
            onFinish={async (values) => {
              try {
                await update.mutateAsync({
                  name: values.name.trim(),
                  nickname: values.nickname?.trim() || null,
                  birthday: values.birthday || null,
                  gender: values.gender ?? null,
                  email: values.email?.trim() || null,
                  phone: values.phone?.trim() || null,
                });
                void message.success(t('identity.account.settings.saved'));
                return true;
              } catch {
                return false;
              }
            }}
          >
            <ProFormText
              name="name"
              label={t('identity.account.settings.base.name')}
              fieldProps={{ maxLength: USER_NAME_MAX }}
              rules={[
                { required: true, whitespace: true, message: t('identity.account.settings.base.nameRequired') },
                maxRule(USER_NAME_MAX),
              ]}
            />
            <ProFormText
              name="nickname"
              label={t('identity.account.settings.base.nickname')}
              fieldProps={{ maxLength: USER_NICKNAME_MAX }}
              rules={[maxRule(USER_NICKNAME_MAX)]}
            />
            <ProFormDatePicker
              name="birthday"
              label={t('identity.account.settings.base.birthday')}
              width="md"
              fieldProps={{ disabledDate: (day: { isAfter(date: Date): boolean }) => day.isAfter(new Date()) }}
            />
            <ProFormRadio.Group
              name="gender"
              label={t('identity.account.settings.base.gender')}
              options={[
                { value: Gender.MALE, label: t('identity.account.settings.base.genders.male') },
                { value: Gender.FEMALE, label: t('identity.account.settings.base.genders.female') },
                { value: Gender.UNKNOWN, label: t('identity.account.settings.base.genders.unknown') },
              ]}
            />
            <ProFormText
              name="email"
              label={t('identity.account.settings.base.email')}
              fieldProps={{ maxLength: USER_EMAIL_MAX, inputMode: 'email' }}
              rules={[{ pattern: USER_EMAIL_PATTERN, message: t('identity.account.settings.base.emailInvalid') }]}
            />
            <ProFormText
              name="phone"
              label={t('identity.account.settings.base.phone')}
              fieldProps={{ maxLength: 11, inputMode: 'tel' }}
              rules={[{ pattern: USER_PHONE_PATTERN, message: t('identity.account.settings.base.phoneInvalid') }]}
            />
          </ProForm>
        </Col>
        <Col xs={24} xl={8}>
          <PictureUpload kind="avatar" url={account.avatar} />
          <Divider />
          <PictureUpload kind="signature" url={account.signature} />
        </Col>
      </Row>
    </>
  );
}
