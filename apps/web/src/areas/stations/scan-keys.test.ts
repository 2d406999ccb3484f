import { describe, expect, it } from 'vitest';
import { type FocusedElement, focusHolder, focusReturnsToScanBox, keyGoesToScanBox } from './scan-keys';

const element = (overrides: Partial<FocusedElement>): FocusedElement => ({
  tag: 'BUTTON',
  type: '',
  readOnly: false,
  contentEditable: false,
  combobox: false,
  expanded: false,
  isScanBox: false,
  isBody: false,
  inOverlay: false,
  ...overrides,
});
const press = (key: string, modifiers: { ctrlKey?: boolean; altKey?: boolean; isComposing?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  ...modifiers,
});

describe('where a station screen’s keystrokes go', () => {
  it('tells the controls of the screen from the fields typed in', () => {
    expect(focusHolder(element({}))).toBe('control');
    expect(focusHolder(element({ tag: 'INPUT', type: 'checkbox' }))).toBe('control');
    expect(focusHolder(element({ tag: 'INPUT', type: 'radio' }))).toBe('control');
    expect(focusHolder(element({ tag: 'DIV' }))).toBe('control');
    // The console's own controls around the screen (a header button, a menu link) too.
    expect(focusHolder(element({ tag: 'A' }))).toBe('control');
    // A picker whose list is closed (after a choice) is a control; while open, it is searched in.
    expect(focusHolder(element({ tag: 'INPUT', type: 'search', combobox: true }))).toBe('control');
    expect(focusHolder(element({ tag: 'INPUT', type: 'search', combobox: true, expanded: true }))).toBe('text');
    expect(focusHolder(element({ tag: 'INPUT', readOnly: true }))).toBe('control');
    expect(focusHolder(element({ tag: 'INPUT' }))).toBe('text');
    expect(focusHolder(element({ tag: 'INPUT', type: 'text' }))).toBe('text');
    expect(focusHolder(element({ tag: 'INPUT', type: 'number' }))).toBe('text');
    expect(focusHolder(element({ tag: 'TEXTAREA' }))).toBe('text');
    expect(focusHolder(element({ tag: 'DIV', contentEditable: true }))).toBe('text');
    expect(focusHolder(element({ tag: 'INPUT', isScanBox: true }))).toBe('scanBox');
    expect(focusHolder(element({ tag: 'BODY', isBody: true }))).toBe('page');
    // A modal's (or an open menu's) button or input keeps its keys.
    expect(focusHolder(element({ inOverlay: true }))).toBe('elsewhere');
    expect(focusHolder(element({ tag: 'TEXTAREA', inOverlay: true }))).toBe('elsewhere');
  });

  it('sends a scanner’s characters and Enter typed on a control into the scan box', () => {
    for (const key of ['T', 'f', '0', '-', ' ', 'Enter']) {
      expect(keyGoesToScanBox(press(key), 'control', false)).toBe(true);
      expect(keyGoesToScanBox(press(key), 'control', true)).toBe(true);
      expect(keyGoesToScanBox(press(key), 'page', false)).toBe(true);
    }
    // With a modal or menu open and nothing focused, the keys are that overlay's.
    expect(keyGoesToScanBox(press('T'), 'page', true)).toBe(false);
  });

  it('leaves alone what is typed in a field, in an overlay, shortcuts and navigation keys', () => {
    for (const holder of ['text', 'elsewhere', 'scanBox'] as const) {
      expect(keyGoesToScanBox(press('T'), holder, false)).toBe(false);
      expect(keyGoesToScanBox(press('Enter'), holder, false)).toBe(false);
    }
    for (const key of ['Tab', 'Escape', 'ArrowDown', 'Backspace', 'F5', 'Shift']) {
      expect(keyGoesToScanBox(press(key), 'control', false)).toBe(false);
    }
    expect(keyGoesToScanBox(press('c', { ctrlKey: true }), 'control', false)).toBe(false);
    expect(keyGoesToScanBox(press('x', { altKey: true }), 'control', false)).toBe(false);
    expect(keyGoesToScanBox(press('a', { isComposing: true }), 'control', false)).toBe(false);
  });

  it('brings the focus back after a tap on a control, not from a field or an open overlay', () => {
    expect(focusReturnsToScanBox('control', false)).toBe(true);
    expect(focusReturnsToScanBox('page', false)).toBe(true);
    expect(focusReturnsToScanBox('control', true)).toBe(false);
    expect(focusReturnsToScanBox('text', false)).toBe(false);
    expect(focusReturnsToScanBox('elsewhere', false)).toBe(false);
    expect(focusReturnsToScanBox('scanBox', false)).toBe(false);
  });
});
