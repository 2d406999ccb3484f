import {
  Permissions,
  PROCESS_CODE_MAX,
  PROCESS_CODE_PATTERN,
  PROCESS_NAME_MAX,
  PROCESS_REMARK_MAX,
  PROCESS_TYPES,
  type Process,
  type ProcessType,
  processApi,
  processImportRoutes,
} from '@takt/contracts';
import { Tag } from 'antd';
import i18next from 'i18next';
import { ResourcePage } from '../../app/resource/ResourcePage';
import { defineResourcePage, type ResourceField, remarkField, type Translate } from '../../app/resource/resource-def';
import { processTypeColor, processTypeLabel } from './process-types';

type Flag = 'counting' | 'completion' | 'mandatoryScan';

/** A yes/no switch of a process, a third of the form's row; the list shows it as a tag and filters by it. */
const flag = (name: Flag, initial: boolean): ResourceField<Process> => ({
  name,
  label: `processes.process.${name}`,
  help: `processes.process.${name}Help`,
  input: { kind: 'switch' },
  span: 8,
  initial,
  column: { search: true },
  render: (row: Process, t: Translate) =>
    row[name] ? <Tag color="green">{t('crud.yes')}</Tag> : <Tag>{t('crud.no')}</Tag>,
});

/** Processes (spec 001 §3: code, name, type, counting, completion, mandatory scan, return process after repair). */
const processes = defineResourcePage<Process>({
  api: processApi,
  permissions: Permissions.basics.process,
  importRoutes: processImportRoutes,
  testId: 'process',
  settingsKey: 'processes',
  texts: { title: 'processes.process.title', add: 'processes.process.add', edit: 'processes.process.editTitle' },
  coded: { codeMax: PROCESS_CODE_MAX, nameMax: PROCESS_NAME_MAX, codePattern: PROCESS_CODE_PATTERN },
  fields: [
    {
      name: 'type',
      label: 'processes.process.type',
      options: {
        values: PROCESS_TYPES,
        texts: (type) => processTypeLabel(type as ProcessType, i18next.language),
        colors: (type) => processTypeColor(type as ProcessType),
      },
      input: { kind: 'enum', required: true },
      initial: 'normal',
      column: { sort: true, search: true },
    },
    {
      name: 'returnProcessId',
      label: 'processes.process.returnProcess',
      help: 'processes.process.returnProcessHelp',
      input: { kind: 'ref', ref: 'process' },
      render: (row) => (row.returnProcessCode ? `${row.returnProcessCode} ${row.returnProcessName ?? ''}` : '-'),
    },
    flag('counting', false),
    flag('completion', false),
    flag('mandatoryScan', true),
    remarkField(PROCESS_REMARK_MAX, 2),
  ],
});

export default function ProcessListPage() {
  return <ResourcePage resource={processes} />;
}
