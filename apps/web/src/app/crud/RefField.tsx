import { ProFormItem } from '@ant-design/pro-components';
import type { RefKind } from '@takt/contracts';
import { Col } from 'antd';
import type { ReactNode } from 'react';
import { useFieldRules } from './field-rules';
import { RefSelect } from './RefSelect';

interface GridItemProps {
  name?: string;
  label: string;
  required?: boolean;
  /** Half a row from sm up (default), or the whole row. */
  wide?: boolean;
  children: ReactNode;
}

/** A custom form control as a column of an EditModalForm grid (ProFormItem itself takes no colProps). */
export function GridItem({ name, label, required, wide, children }: GridItemProps) {
  const rules = useFieldRules();
  return (
    <Col xs={24} sm={wide ? 24 : 12}>
      <ProFormItem name={name} label={label} rules={required ? [rules.requiredChoice(label)] : undefined}>
        {children}
      </ProFormItem>
    </Col>
  );
}

interface RefFieldProps {
  name: string;
  label: string;
  kind: RefKind;
  required?: boolean;
  testId: string;
}

/** A picker of another master-data record (RefSelect) as a half-row form field. */
export function RefField({ name, label, kind, required, testId }: RefFieldProps) {
  return (
    <GridItem name={name} label={label} required={required}>
      <RefSelect kind={kind} data-testid={testId} />
    </GridItem>
  );
}
