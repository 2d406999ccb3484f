import { describe, expect, it } from 'vitest';
import { splitTableActions } from './table-actions';

const action = (key: string, extra: { visible?: boolean; permission?: string; danger?: boolean } = {}) => ({
  key,
  ...extra,
});
const keys = (list: { key: string }[]) => list.map((item) => item.key);

describe('splitTableActions (spec 000 §6)', () => {
  it('shows up to two visible actions inline', () => {
    expect(splitTableActions([action('edit')])).toEqual({ inline: [action('edit')], more: [] });
    const two = splitTableActions([action('edit'), action('delete')]);
    expect(keys(two.inline)).toEqual(['edit', 'delete']);
    expect(two.more).toEqual([]);
  });

  it('puts everything after the first two in More when there are more than two', () => {
    const split = splitTableActions([action('edit'), action('delete'), action('reset'), action('offline')]);
    expect(keys(split.inline)).toEqual(['edit', 'delete']);
    expect(keys(split.more)).toEqual(['reset', 'offline']);
  });

  it('counts only visible, permitted actions', () => {
    const actions = [
      action('edit'),
      action('enable', { visible: false }),
      action('delete', { permission: 'sys:user:delete' }),
      action('disable'),
    ];
    const withoutDelete = splitTableActions(actions, (item) => item.permission !== 'sys:user:delete');
    expect(keys(withoutDelete.inline)).toEqual(['edit', 'disable']);
    expect(withoutDelete.more).toEqual([]);
    const all = splitTableActions(actions);
    expect(keys(all.inline)).toEqual(['edit', 'delete']);
    expect(keys(all.more)).toEqual(['disable']);
  });

  it('is empty when nothing is visible', () => {
    expect(splitTableActions([action('x', { visible: false })])).toEqual({ inline: [], more: [] });
  });

  it('never puts a destructive action inline beside a safe one', () => {
    const split = splitTableActions([
      action('close', { danger: true }),
      action('issue'),
      action('delete', { danger: true }),
      action('detail'),
    ]);
    expect(keys(split.inline)).toEqual(['issue', 'detail']);
    expect(keys(split.more)).toEqual(['close', 'delete']);
    const two = splitTableActions([action('detail'), action('close', { danger: true })]);
    expect(keys(two.inline)).toEqual(['detail']);
    expect(keys(two.more)).toEqual(['close']);
  });

  it('lets a lone safe action stand inline beside More when the rest are destructive', () => {
    const split = splitTableActions([
      action('edit'),
      action('disable', { danger: true }),
      action('delete', { danger: true }),
    ]);
    expect(keys(split.inline)).toEqual(['edit']);
    expect(keys(split.more)).toEqual(['disable', 'delete']);
  });

  it('shows destructive actions inline when a row has nothing else', () => {
    expect(keys(splitTableActions([action('delete', { danger: true })]).inline)).toEqual(['delete']);
  });
});
