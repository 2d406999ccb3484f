import type { AccountInfo } from '@takt/contracts';
import { createContext, useContext } from 'react';
import type { MenuIndex } from './menu';

/** What the console layout knows and its pages may ask for. */
export interface ShellContextValue {
  account: AccountInfo;
  index: MenuIndex;
  /** The app whose menus the side/top menu shows (null: the user has no apps). */
  activeApp: string | null;
  switchApp: (appCode: string) => void;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() outside the console layout');
  return value;
}
