import { AdminType } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import { createAccess, hasAction } from './access';

const all = ['sys:user:add', 'sys:user:delete', 'sys:user:edit'];

describe('hasAction (spec 000 §6)', () => {
  it('lets the super administrator (adminType 1) through every check', () => {
    expect(hasAction([], all, 'sys:user:delete', AdminType.SUPER_ADMIN)).toBe(true);
    expect(hasAction([], [], 'anything', 1)).toBe(true);
  });

  it('denies a code in allPermissions that the user does not hold', () => {
    expect(hasAction(['sys:user:add'], all, 'sys:user:delete', AdminType.ENTERPRISE_ADMIN)).toBe(false);
    expect(hasAction([], all, 'sys:user:add', AdminType.USER)).toBe(false);
  });

  it('allows a code in allPermissions that the user holds', () => {
    expect(hasAction(['sys:user:add'], all, 'sys:user:add', AdminType.USER)).toBe(true);
  });

  it('allows a code absent from allPermissions, held or not', () => {
    expect(hasAction([], all, 'sys:unknown:thing', AdminType.USER)).toBe(true);
    expect(hasAction(['sys:unknown:thing'], all, 'sys:unknown:thing', AdminType.USER)).toBe(true);
  });

  it('accepts sets as well as arrays', () => {
    expect(hasAction(new Set(['sys:user:add']), new Set(all), 'sys:user:add', 3)).toBe(true);
    expect(hasAction(new Set<string>(), new Set(all), 'sys:user:edit', 3)).toBe(false);
  });
});

describe('createAccess', () => {
  it('binds the check to one user', () => {
    const can = createAccess({ permissions: ['sys:user:edit'], allPermissions: all, adminType: 2 });
    expect(can('sys:user:edit')).toBe(true);
    expect(can('sys:user:delete')).toBe(false);
    expect(can('not:controlled:code')).toBe(true);
  });

  it('denies everything without a user', () => {
    expect(createAccess(null)('not:controlled:code')).toBe(false);
  });
});
