import {
  ProFormDependency,
  ProFormItem,
  ProFormSelect,
  ProFormSwitch,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  NOTICE_TYPES,
  type Notice,
  type NoticeType,
  NoticeType as NoticeTypes,
  noticeAdminApi,
  noticeApi,
} from '@takt/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditModalForm } from '../../app/crud/EditModalForm';
import { requiredRule, useFieldRules } from '../../app/crud/field-rules';
import { callApi } from '../../app/request';
import type { ResourceFormProps } from '../../app/resource/resource-def';
import { UsersSelect } from '../messages/recipient-pickers';

interface NoticeValues extends Record<string, unknown> {
  title?: string;
  content?: string;
  type?: NoticeType;
  allUsers?: boolean;
  userIds?: string[];
}

/** Adds a draft or edits one: title, type, content, and every user or the chosen ones (spec 000 §5: content and recipients required). */
export function NoticeForm({ editing, onSaved }: ResourceFormProps<Notice>) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const row = editing.row;
  const label = {
    title: t('notices.title'),
    content: t('notices.content'),
    type: t('notices.type'),
    allUsers: t('notices.allUsers'),
    recipients: t('notices.recipients'),
  };
  return (
    <EditModalForm<NoticeValues, Notice>
      editing={editing}
      width={680}
      addTitle={t('notices.add')}
      editTitle={t('notices.edit')}
      initialValues={
        row
          ? {
              title: row.title,
              content: row.content,
              type: row.type as NoticeType,
              allUsers: row.allUsers,
              userIds: row.userIds,
            }
          : { type: NoticeTypes.NOTICE, allUsers: false, userIds: [] }
      }
      save={async (values, current) => {
        const body = {
          title: (values.title ?? '').trim(),
          content: (values.content ?? '').trim(),
          type: values.type ?? NoticeTypes.NOTICE,
          allUsers: values.allUsers === true,
          userIds: values.allUsers ? [] : (values.userIds ?? []),
        };
        if (current) await callApi(noticeAdminApi.edit, { body: { ...body, id: current.id } });
        else await callApi(noticeApi.add, { body });
      }}
      onSaved={onSaved}
    >
      <ProFormText
        name="title"
        label={label.title}
        colProps={{ xs: 24, sm: 16 }}
        fieldProps={{ maxLength: NOTICE_TITLE_MAX, 'data-testid': 'notice-title' } as object}
        rules={[rules.required(label.title), rules.tooLong(label.title, NOTICE_TITLE_MAX)]}
      />
      <ProFormSelect
        name="type"
        label={label.type}
        colProps={{ xs: 24, sm: 8 }}
        allowClear={false}
        options={NOTICE_TYPES.map((type) => ({ value: type, label: t(`notices.types.${type}`) }))}
        rules={[rules.requiredChoice(label.type)]}
      />
      <ProFormTextArea
        name="content"
        label={label.content}
        colProps={{ span: 24 }}
        fieldProps={
          { maxLength: NOTICE_CONTENT_MAX, showCount: true, rows: 6, 'data-testid': 'notice-content' } as object
        }
        rules={[rules.required(label.content), rules.tooLong(label.content, NOTICE_CONTENT_MAX)]}
      />
      <ProFormSwitch
        name="allUsers"
        label={label.allUsers}
        colProps={{ span: 24 }}
        fieldProps={{ 'data-testid': 'notice-all-users' } as object}
      />
      <ProFormDependency name={['allUsers']}>
        {({ allUsers }) =>
          !allUsers && (
            <Col span={24}>
              <ProFormItem
                name="userIds"
                label={label.recipients}
                rules={[requiredRule(t('notices.recipientsRequired'))]}
              >
                <UsersSelect data-testid="notice-recipients" placeholder={t('notices.recipientsPlaceholder')} />
              </ProFormItem>
            </Col>
          )
        }
      </ProFormDependency>
    </EditModalForm>
  );
}
