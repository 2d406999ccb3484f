import type { LabelDesign } from '@takt/contracts';
import { describe, expect, it } from 'vitest';
import {
  elementsOffPaper,
  moveElement,
  newElement,
  nextElementId,
  recordsFromLines,
  resizeElement,
} from './designer-model';

const paper = { widthMm: 60, heightMm: 40 };
const empty: LabelDesign = { elements: [] };

describe('label designer model', () => {
  it('adds palette items with free ids, fitted to the paper', () => {
    const qr = newElement('qrcode', empty, paper);
    expect(qr).toMatchObject({
      type: 'barcode',
      symbology: 'qrcode',
      id: 'qrcode1',
      width: 20,
      height: 20,
      field: 'serial',
    });
    expect(nextElementId({ elements: [qr] }, 'qrcode')).toBe('qrcode2');
    const small = newElement('text', empty, { widthMm: 20, heightMm: 10 });
    expect(small).toMatchObject({ width: 16, height: 6 });
    expect(newElement('line', empty, paper)).toMatchObject({ type: 'line', height: 0.3 });
  });

  it('keeps moved elements on the paper, rotated ones by their turned box', () => {
    const text = newElement('text', empty, paper);
    expect(moveElement(text, 5.04, 3, paper)).toMatchObject({ x: 7, y: 5 });
    expect(moveElement(text, 100, 100, paper)).toMatchObject({ x: 30, y: 34 });
    expect(moveElement(text, -10, -10, paper)).toMatchObject({ x: 0, y: 0 });
    const turned = { ...text, rotation: 90 as const };
    // 30 × 6 turned about its centre covers 6 × 30: its box may reach y = 40 at most.
    const moved = moveElement(turned, 0, 100, paper);
    expect(moved.y + 3 + 15).toBeCloseTo(40);
  });

  it('resizes, keeping QR and DataMatrix square and on the paper', () => {
    const qr = newElement('qrcode', empty, paper);
    expect(resizeElement(qr, 5, 0, paper)).toMatchObject({ width: 25, height: 25 });
    expect(resizeElement(qr, 100, 100, paper)).toMatchObject({ width: 38, height: 38 });
    const text = newElement('text', empty, paper);
    expect(resizeElement(text, -100, 2, paper)).toMatchObject({ width: 0.2, height: 8 });
  });

  it('names elements off the paper', () => {
    const text = { ...newElement('text', empty, paper), x: 40 };
    expect(elementsOffPaper({ elements: [text] }, paper)).toEqual(['text1']);
    expect(elementsOffPaper({ elements: [text] }, { widthMm: 80, heightMm: 40 })).toEqual([]);
  });

  it('turns pasted serials into records', () => {
    expect(recordsFromLines(' A1 \n\nA2\r\n', { productName: 'Fan', orderNumber: ' ' })).toEqual([
      { productName: 'Fan', serial: 'A1' },
      { productName: 'Fan', serial: 'A2' },
    ]);
  });

  it('places each new element where no other is, then cascades when the paper is full', () => {
    let design: LabelDesign = { elements: [] };
    const add = (item: Parameters<typeof newElement>[0], on = paper) => {
      const element = newElement(item, design, on);
      design = { elements: [...design.elements, element] };
      return element;
    };
    // 60 × 40 mm: a QR code (20 × 20) top left, a field (30 × 6) beside it, a text under the field.
    expect(add('qrcode')).toMatchObject({ x: 2, y: 2 });
    expect(add('field')).toMatchObject({ x: 24, y: 2 });
    expect(add('text')).toMatchObject({ x: 24, y: 10 });
    const boxes = design.elements.map((element) => ({ ...element }));
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
          `${a.id} overlaps ${b.id}`,
        ).toBe(false);
    // A full small label: no free spot, so each one lands 3 mm right and down of the last.
    design = { elements: [] };
    const tiny = { widthMm: 20, heightMm: 10 };
    const first = add('text', tiny);
    const second = add('text', tiny);
    expect(first).toMatchObject({ x: 2, y: 2 });
    expect(second).not.toMatchObject({ x: first.x, y: first.y });
  });
});
