import { type RefObject, useEffect } from 'react';

/**
 * Keeps a keyboard-wedge scanner's keystrokes going into the scan box: it is focused when shown,
 * after a click anywhere that is not another text field, when focus falls back to the page (a
 * modal or dropdown closed), and when a key is typed with nothing focused. It never takes focus
 * from another text field, an open modal, drawer or dropdown, or while its page is hidden (a
 * background tab).
 */

const TEXT_FIELD = 'input, textarea, select, [contenteditable="true"], .ant-select, .ant-picker, .ant-input-number';
const OVERLAY =
  '.ant-modal-wrap, .ant-drawer-open, .ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-dropdown:not(.ant-dropdown-hidden), .ant-popover:not(.ant-popover-hidden)';

function shown(element: Element): boolean {
  const box = element as HTMLElement & { checkVisibility?: () => boolean };
  if (typeof box.checkVisibility === 'function') return box.checkVisibility();
  return box.getClientRects().length > 0;
}

export function overlayOpen(): boolean {
  return Array.from(document.querySelectorAll(OVERLAY)).some(shown);
}

function inTextField(element: Element | null, scanBox: HTMLElement): boolean {
  if (!element || element === scanBox || element === document.body) return false;
  return element.closest(TEXT_FIELD) !== null;
}

/** Focuses the scan box unless something else rightly holds the keyboard. */
export function focusScanBox(input: HTMLInputElement | null, force = false): void {
  if (!input || input.disabled || !shown(input)) return;
  if (document.activeElement === input) return;
  if (!force && (overlayOpen() || inTextField(document.activeElement, input))) return;
  input.focus({ preventScroll: true });
}

export function useScanFocus(ref: RefObject<HTMLInputElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const input = ref.current;
    const focus = () => focusScanBox(ref.current);
    const later = () => window.setTimeout(focus, 0);
    const onKey = (event: KeyboardEvent) => {
      const current = document.activeElement;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      // Focus moved during keydown takes the character with it.
      if (!current || current === document.body || current.tagName === 'BUTTON') focus();
    };
    focus();
    document.addEventListener('pointerup', later, true);
    document.addEventListener('keydown', onKey, true);
    input?.addEventListener('blur', later);
    // Modals and dropdowns close with an animation and give focus back late: look again now and then.
    const timer = window.setInterval(() => {
      const current = document.activeElement;
      if (!current || current === document.body || current.tagName === 'BUTTON') focus();
    }, 800);
    return () => {
      document.removeEventListener('pointerup', later, true);
      document.removeEventListener('keydown', onKey, true);
      input?.removeEventListener('blur', later);
      window.clearInterval(timer);
    };
  }, [ref, active]);
}
