/**
 * Where a keystroke belongs on a station screen. A keyboard-wedge scanner types its code fast and
 * ends with Enter, into whatever holds the focus: after a tap on a button, a defect or a picker,
 * that is not the scan box, and the scan would be lost (or its Enter would press the button).
 * These rules say which keystrokes the scan box takes instead (pure, tested).
 */

/** What holds the keyboard focus, as the rules see it. */
export type FocusHolder =
  /** The scan box itself. */
  | 'scanBox'
  /** A field the operator types in: a text input, a text area, an editable element, an open picker. */
  | 'text'
  /** A button, checkbox, closed picker or other control of the page (the screen's or the console's). */
  | 'control'
  /** Nothing (the page itself). */
  | 'page'
  /** Something in an overlay: a modal, a drawer, an open dropdown or menu. */
  | 'elsewhere';

export interface FocusedElement {
  tag: string;
  /** The `type` attribute of an input (lower case; '' when absent). */
  type: string;
  readOnly: boolean;
  contentEditable: boolean;
  /** `role="combobox"` (a picker's input). */
  combobox: boolean;
  /** `aria-expanded="true"`: the picker's list is open. */
  expanded: boolean;
  isScanBox: boolean;
  isBody: boolean;
  /** Inside a modal, drawer, dropdown or popover. */
  inOverlay: boolean;
}

/** Input types that are not typed in. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

export function focusHolder(element: FocusedElement): FocusHolder {
  if (element.isScanBox) return 'scanBox';
  if (element.isBody) return 'page';
  if (element.inOverlay) return 'elsewhere';
  if (element.combobox) return element.expanded ? 'text' : 'control';
  if (element.contentEditable) return 'text';
  const tag = element.tag.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return 'text';
  if (tag === 'INPUT') return NON_TEXT_INPUTS.has(element.type) || element.readOnly ? 'control' : 'text';
  return 'control';
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing: boolean;
}

/**
 * The scan box takes printable keys and Enter typed while a control (or nothing) holds the focus; never a shortcut, navigation keys, what is typed in a field, or keys meant
 * for an open modal or menu.
 */
export function keyGoesToScanBox(press: KeyPress, holder: FocusHolder, overlayOpen: boolean): boolean {
  if (press.ctrlKey || press.metaKey || press.altKey || press.isComposing) return false;
  if (press.key !== 'Enter' && [...press.key].length !== 1) return false;
  if (holder === 'control') return true;
  return holder === 'page' && !overlayOpen;
}

/** Whether the focus goes back to the scan box (after a tap, or when it falls to the page). */
export function focusReturnsToScanBox(holder: FocusHolder, overlayOpen: boolean): boolean {
  return (holder === 'control' || holder === 'page') && !overlayOpen;
}
