import { ProFormItem, type ProFormItemProps } from '@ant-design/pro-components';
import { Col, type ColProps } from 'antd';

/** A custom form field (e.g. a picker) as one cell of a grid form (ProFormItem itself takes no colProps). */
export function GridItem({ colProps, ...props }: ProFormItemProps & { colProps: ColProps }) {
  return (
    <Col {...colProps}>
      <ProFormItem {...props} />
    </Col>
  );
}
