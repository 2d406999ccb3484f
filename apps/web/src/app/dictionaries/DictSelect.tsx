import { Select, type SelectProps } from 'antd';
import { useDictionary } from './use-dictionary';

/** A picker of a dictionary's enabled values by their codes (e.g. a list's search filter). */
export function DictSelect({ type, ...props }: { type: string } & Omit<SelectProps<string>, 'options'>) {
  const dictionary = useDictionary(type);
  return <Select allowClear {...props} options={dictionary.options} />;
}
