import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { type FocusHolder, focusHolder, focusReturnsToScanBox, keyGoesToScanBox } from './scan-keys';

/**
 * Keeps a keyboard-wedge scanner's keystrokes going into the scan box: it is focused when shown,
 * after every tap on a control (a button, a defect, a picker once its list closed), and when
 * focus falls back to the page (a modal or dropdown closed). Printable keys and Enter typed while
 * such a control holds the focus go into the scan box, and the Enter submits the scan instead of
 * pressing the control. A text field the operator types in, an open modal, drawer or dropdown,
 * and a hidden page (a background tab) are left alone.
 */

/** What an overlay's content sits in (its buttons and fields keep their keys). */
const OVERLAY_CONTENT =
  '.ant-modal-wrap, .ant-modal-root, .ant-drawer, .ant-select-dropdown, .ant-dropdown, .ant-popover, .ant-picker-dropdown, [role="dialog"]';
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

/** What holds the focus now, as the rules of scan-keys.ts see it. */
function holderOf(scanBox: HTMLElement): FocusHolder {
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return 'page';
  return focusHolder({
    tag: element.tagName,
    type: (element.getAttribute('type') ?? '').toLowerCase(),
    readOnly: element instanceof HTMLInputElement && element.readOnly,
    contentEditable: element instanceof HTMLElement && element.isContentEditable,
    combobox: element.getAttribute('role') === 'combobox',
    expanded: element.getAttribute('aria-expanded') === 'true',
    isScanBox: element === scanBox,
    isBody: false,
    inOverlay: element.closest(OVERLAY_CONTENT) !== null,
  });
}

function usable(input: HTMLInputElement | null): input is HTMLInputElement {
  return input !== null && !input.disabled && shown(input);
}

/** Focuses the scan box unless something else rightly holds the keyboard (`force`: even then). */
export function focusScanBox(input: HTMLInputElement | null, force = false): void {
  if (!usable(input) || document.activeElement === input) return;
  if (!force && !focusReturnsToScanBox(holderOf(input), overlayOpen())) return;
  input.focus({ preventScroll: true });
}

/** `submit` sends what the scan box holds (its Enter). */
export function useScanFocus(ref: RefObject<HTMLInputElement | null>, active: boolean, submit: () => void): void {
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  useEffect(() => {
    if (!active) return undefined;
    const focus = () => focusScanBox(ref.current);
    const later = () => window.setTimeout(focus, 0);
    const onKey = (event: KeyboardEvent) => {
      const input = ref.current;
      if (!usable(input)) return;
      if (!keyGoesToScanBox(event, holderOf(input), overlayOpen())) return;
      // Taken here, before the focused control sees it: Enter must not press the button.
      event.preventDefault();
      event.stopPropagation();
      input.focus({ preventScroll: true });
      if (event.key === 'Enter') latestSubmit.current();
      else input.value += event.key;
    };
    focus();
    // A tap on a touch screen focuses its button after pointerup: look again after the click.
    document.addEventListener('pointerup', later, true);
    document.addEventListener('click', later, true);
    window.addEventListener('keydown', onKey, true);
    const input = ref.current;
    input?.addEventListener('blur', later);
    // Modals and dropdowns close with an animation and give focus back late: look again now and then.
    const timer = window.setInterval(focus, 800);
    return () => {
      document.removeEventListener('pointerup', later, true);
      document.removeEventListener('click', later, true);
      window.removeEventListener('keydown', onKey, true);
      input?.removeEventListener('blur', later);
      window.clearInterval(timer);
    };
  }, [ref, active]);
}
