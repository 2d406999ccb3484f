import type { CSSProperties } from 'react';

/** A floor tile's frame: white text on the state's colour, its rows spread over a fixed height. */
export function tileFrame(background: string, height: number, padding: number): CSSProperties {
  return {
    background,
    color: '#fff',
    borderRadius: 8,
    padding,
    height,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    overflow: 'hidden',
    boxShadow: '0 1px 3px rgba(0,0,0,0.3)',
  };
}

/** A tile's text sizes scale with its height (TV tiles fill the screen), never under 11 px. */
export const tileUnit = (height: number) => (share: number) => Math.max(11, Math.round(height * share));
