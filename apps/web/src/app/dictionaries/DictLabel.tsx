import { Tag } from 'antd';
import type { DictCode } from './dictionary-lookup';
import { itemOf } from './dictionary-lookup';
import { useDictionary } from './use-dictionary';

interface DictProps {
  /** The dictionary type code, e.g. `sex`. */
  type: string;
  /** The stored value, e.g. a user's gender `1`. */
  code: DictCode;
}

/** The label of a stored value, as plain text. */
export function DictLabel({ type, code }: DictProps) {
  const dictionary = useDictionary(type);
  return <span data-testid={`dict-label-${type}`}>{dictionary.label(code)}</span>;
}

/** The label of a stored value as a tag, in the value's colour. Nothing for an empty value. */
export function DictTag({ type, code }: DictProps) {
  const dictionary = useDictionary(type);
  const label = dictionary.label(code);
  if (!label) return null;
  const color = itemOf(dictionary.items, code)?.color ?? undefined;
  return (
    <Tag
      color={color === 'default' ? undefined : color}
      data-testid={`dict-tag-${type}`}
      style={{ marginInlineEnd: 0 }}
    >
      {label}
    </Tag>
  );
}
