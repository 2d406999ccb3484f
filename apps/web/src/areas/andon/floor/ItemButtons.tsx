import type { AndonItem } from '@takt/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TYPE_COLOR } from './call-looks';
import styles from './floor.module.css';
import { ITEM_KEYS_MAX } from './item-keys';

export interface ItemGroup {
  key: string;
  name: string;
  color: string;
  items: AndonItem[];
}

/** Items grouped by type (types in order of their first item), each group's items in the list's order. */
export function itemsByType(items: readonly AndonItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const item of items) {
    const key = item.typeId;
    const group = groups.get(key) ?? {
      key,
      name: item.type?.name ?? '',
      color: item.type?.color ?? DEFAULT_TYPE_COLOR,
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export interface ItemButtonsProps {
  groups: ItemGroup[];
  selectedId: string | null;
  onSelect: (item: AndonItem) => void;
  /** Items the workstation already has an open call for (pressing again answers that call). */
  openItemIds: ReadonlySet<string>;
  phone: boolean;
}

/**
 * One large button per enabled item, on its type's colour, numbered for the keyboard (1-9),
 * with the level; the chosen one is outlined and pressed.
 */
export function ItemButtons({ groups, selectedId, onSelect, openItemIds, phone }: ItemButtonsProps) {
  const { t } = useTranslation();
  let number = 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="andon-items">
      {groups.map((group) => (
        <section key={group.key} aria-label={group.name}>
          <Typography.Text strong style={{ display: 'block', marginBottom: 6, fontSize: 16 }}>
            <span
              style={{
                display: 'inline-block',
                width: 12,
                height: 12,
                borderRadius: 3,
                background: group.color,
                marginRight: 8,
              }}
            />
            {group.name}
          </Typography.Text>
          <div
            style={{
              display: 'grid',
              gap: phone ? 8 : 12,
              gridTemplateColumns: `repeat(auto-fill, minmax(${phone ? 150 : 200}px, 1fr))`,
            }}
          >
            {group.items.map((item) => {
              number += 1;
              const key = number <= ITEM_KEYS_MAX ? String(number) : null;
              return (
                <button
                  key={item.id}
                  type="button"
                  className={styles.itemButton}
                  style={{ background: group.color }}
                  aria-pressed={item.id === selectedId}
                  aria-keyshortcuts={key ?? undefined}
                  data-testid={`andon-item-${item.code}`}
                  onClick={() => onSelect(item)}
                >
                  <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, width: '100%' }}>
                    <span style={{ fontSize: phone ? 18 : 22, fontWeight: 700, lineHeight: 1.15 }}>{item.name}</span>
                    {key && (
                      <kbd
                        style={{
                          fontSize: 16,
                          fontWeight: 700,
                          background: 'rgba(255,255,255,0.9)',
                          color: '#000',
                          borderRadius: 4,
                          padding: '0 6px',
                          height: 24,
                        }}
                      >
                        {key}
                      </kbd>
                    )}
                  </span>
                  <span style={{ fontSize: 14, opacity: 0.95 }}>
                    {t('andonFloor.level', { level: item.level })}
                    {openItemIds.has(item.id) && ` · ${t('andonFloor.call.alreadyOpen')}`}
                  </span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
