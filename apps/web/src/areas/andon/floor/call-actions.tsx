import { ModalForm, ProFormRadio, ProFormText } from '@ant-design/pro-components';
import {
  ANDON_ARRIVAL_PROOFS,
  ANDON_TEXT_MAX,
  type AndonCall,
  type AndonResponseChannel,
  andonCallApi,
  Permissions,
} from '@takt/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, type ButtonProps, Form, type InputRef, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../app/access/use-access';
import { useFieldRules } from '../../../app/crud/field-rules';
import { callApi } from '../../../app/request';
import { useAccountInfo } from '../../identity/hooks';
import type { OpenCalls } from './open-calls';
import { openCallsKey } from './useOpenCalls';

const P = Permissions.andon.call;

/** Every open-calls list shows the call as the server answered the action (the hub follows). */
function useShowAnswer() {
  const queryClient = useQueryClient();
  return (call: AndonCall) =>
    queryClient.setQueriesData<OpenCalls>({ queryKey: openCallsKey }, (old) =>
      old
        ? {
            ...old,
            calls:
              call.state === 'ended'
                ? old.calls.filter((open) => open.id !== call.id)
                : old.calls.map((open) => (open.id === call.id ? call : open)),
          }
        : old,
    );
}

interface ArriveValues {
  proof: (typeof ANDON_ARRIVAL_PROOFS)[number];
  code: string;
}
interface ResolveValues {
  cause: string;
  action: string;
}

export interface CallActionsProps {
  call: AndonCall;
  /** Where a response comes from: the console's screens, or the responder's phone. */
  channel: AndonResponseChannel;
  size?: ButtonProps['size'];
  /** Stretch each button (phones: large touch targets). */
  block?: boolean;
}

/**
 * What can be done to an open call from the floor: cancel it while calling (a wrong button),
 * accept it, prove arrival by scanning a badge or the station's code, and resolve it with cause
 * and action. Each shows with its permission; arrival only for the call's responder. Refusals
 * show the server's message (the request client's notice).
 */
export function CallActions({ call, channel, size = 'large', block = false }: CallActionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useAccess();
  const me = useAccountInfo().data?.id;
  const rules = useFieldRules();
  const showAnswer = useShowAnswer();
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'arrive' | 'resolve' | null>(null);
  const [arriveForm] = Form.useForm<ArriveValues>();
  const codeInput = useRef<InputRef>(null);

  const run = async (name: string, send: () => Promise<AndonCall>, done: string) => {
    setBusy(name);
    try {
      showAnswer(await send());
      void message.success(done);
      return true;
    } catch {
      // The request client has shown the server's refusal.
      return false;
    } finally {
      setBusy(null);
    }
  };

  const buttonProps = { size, block, style: block ? { minHeight: 52, fontSize: 18 } : undefined };
  const mine = call.responderId !== null && call.responderId === me;
  const buttons = [
    call.state === 'calling' && can(P.respond) && (
      <Button
        key="respond"
        type="primary"
        {...buttonProps}
        loading={busy === 'respond'}
        data-testid={`andon-respond-${call.id}`}
        onClick={() =>
          void run(
            'respond',
            () => callApi(andonCallApi.respond, { body: { id: call.id, channel } }),
            t('andonFloor.actions.responded'),
          )
        }
      >
        {t('andonFloor.actions.respond')}
      </Button>
    ),
    call.state === 'responding' && mine && !call.arrivedAt && (
      <Button
        key="arrive"
        type="primary"
        {...buttonProps}
        data-testid={`andon-arrive-${call.id}`}
        onClick={() => setDialog('arrive')}
      >
        {t('andonFloor.actions.arrive')}
      </Button>
    ),
    call.state === 'responding' && can(P.resolve) && (
      <Button
        key="resolve"
        type={call.arrivedAt || !mine ? 'primary' : 'default'}
        {...buttonProps}
        data-testid={`andon-resolve-${call.id}`}
        onClick={() => setDialog('resolve')}
      >
        {t('andonFloor.actions.resolve')}
      </Button>
    ),
    call.state === 'calling' && can(P.trigger) && (
      <Popconfirm
        key="cancel"
        title={t('andonFloor.actions.cancelConfirm', { item: call.itemName })}
        okText={t('andonFloor.actions.cancel')}
        cancelText={t('andonFloor.actions.keep')}
        onConfirm={() =>
          run(
            'cancel',
            () => callApi(andonCallApi.cancel, { body: { id: call.id } }),
            t('andonFloor.actions.cancelled'),
          )
        }
      >
        <Button danger {...buttonProps} loading={busy === 'cancel'} data-testid={`andon-cancel-${call.id}`}>
          {t('andonFloor.actions.cancel')}
        </Button>
      </Popconfirm>
    ),
  ].filter(Boolean);

  return (
    <>
      <Space wrap style={block ? { width: '100%', display: 'grid', gridAutoFlow: 'column' } : undefined}>
        {buttons}
      </Space>
      <ModalForm<ArriveValues>
        title={t('andonFloor.arrive.title', { station: call.stationCode ?? call.stationName ?? '' })}
        open={dialog === 'arrive'}
        width={480}
        form={arriveForm}
        initialValues={{ proof: 'station' }}
        modalProps={{
          destroyOnHidden: true,
          onCancel: () => setDialog(null),
          // The scanner types into the code field: it has the focus once the dialog is open.
          afterOpenChange: (open) => open && codeInput.current?.focus(),
        }}
        onFinish={async ({ proof, code }) => {
          const ok = await run(
            'arrive',
            () => callApi(andonCallApi.arrive, { body: { id: call.id, proof, code } }),
            t('andonFloor.actions.arrived'),
          );
          if (ok) setDialog(null);
          return ok;
        }}
      >
        <ProFormRadio.Group
          name="proof"
          label={t('andonFloor.arrive.proof')}
          radioType="button"
          fieldProps={{ size: 'large', buttonStyle: 'solid' }}
          options={ANDON_ARRIVAL_PROOFS.map((proof) => ({ value: proof, label: t(`andonFloor.proof.${proof}`) }))}
        />
        <ProFormText
          name="code"
          label={t('andonFloor.arrive.code')}
          placeholder={t('andonFloor.arrive.codePlaceholder')}
          fieldProps={{
            size: 'large',
            ref: codeInput,
            autoComplete: 'off',
            'data-testid': 'andon-arrive-code',
            // A scanner ends the code with Enter: that confirms, as OK does (the form refuses an empty code).
            // Default prevented: the browser's own submission of the form would send it twice.
            onPressEnter: (event) => {
              event.preventDefault();
              arriveForm.submit();
            },
          }}
          rules={[rules.required(t('andonFloor.arrive.code'))]}
        />
      </ModalForm>
      <ModalForm<ResolveValues>
        title={t('andonFloor.resolve.title', { item: call.itemName })}
        open={dialog === 'resolve'}
        width={520}
        modalProps={{ destroyOnHidden: true, onCancel: () => setDialog(null) }}
        onFinish={async (values) => {
          const ok = await run(
            'resolve',
            () => callApi(andonCallApi.resolve, { body: { id: call.id, ...values } }),
            t('andonFloor.actions.resolved'),
          );
          if (ok) setDialog(null);
          return ok;
        }}
      >
        {(['cause', 'action'] as const).map((field) => (
          <ProFormText
            key={field}
            name={field}
            label={t(`andonFloor.resolve.${field}`)}
            fieldProps={{ size: 'large', maxLength: ANDON_TEXT_MAX, showCount: true }}
            rules={[
              rules.required(t(`andonFloor.resolve.${field}`)),
              rules.tooLong(t(`andonFloor.resolve.${field}`), ANDON_TEXT_MAX),
            ]}
          />
        ))}
      </ModalForm>
    </>
  );
}
