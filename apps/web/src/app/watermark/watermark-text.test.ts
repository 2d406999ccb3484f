import { describe, expect, it } from 'vitest';
import { parseWatermarkMode, watermarkLines, watermarkText } from './watermark-text';

const subject = { tenantName: 'Demo Factory', userName: 'Li Lei', phone: '13812345678', jobNumber: 'E-0042' };

describe('watermarkText', () => {
  it('draws one part per digit: 1 tenant, 2 user, 3 phone (masked), 4 job number', () => {
    expect(watermarkText('1', subject)).toBe('Demo Factory');
    expect(watermarkText('2', subject)).toBe('Li Lei');
    expect(watermarkText('3', subject)).toBe('138****5678');
    expect(watermarkText('4', subject)).toBe('E-0042');
  });

  it('combines two parts in the order of the mode', () => {
    expect(watermarkText('12', subject)).toBe('Demo Factory Li Lei');
    expect(watermarkText('21', subject)).toBe('Li Lei Demo Factory');
    expect(watermarkText('34', subject)).toBe('138****5678 E-0042');
    expect(watermarkLines('24', subject)).toEqual(['Li Lei', 'E-0042']);
  });

  it('counts a repeated digit once', () => {
    expect(watermarkText('11', subject)).toBe('Demo Factory');
    expect(watermarkText('212', subject)).toBe('Li Lei Demo Factory');
  });

  it('draws nothing for an invalid mode', () => {
    for (const mode of ['', ' ', '0', '5', '123', '1234', '1a', 'ab', '1,2', '-1', '1.2', null, undefined]) {
      expect(watermarkText(mode, subject), String(mode)).toBe('');
    }
  });

  it('accepts a numeric mode and surrounding spaces', () => {
    expect(watermarkText(12, subject)).toBe('Demo Factory Li Lei');
    expect(watermarkText(' 4 ', subject)).toBe('E-0042');
  });

  it('leaves out parts the user lacks, and shows other phone numbers as they are', () => {
    expect(watermarkText('34', { ...subject, phone: null })).toBe('E-0042');
    expect(watermarkText('3', { ...subject, phone: '+49 30 1234' })).toBe('+49 30 1234');
    expect(watermarkText('24', { userName: '  ', jobNumber: null })).toBe('');
  });

  it('parses modes', () => {
    expect(parseWatermarkMode('41')).toEqual(['4', '1']);
    expect(parseWatermarkMode('444')).toEqual(['4']);
    expect(parseWatermarkMode('124')).toBeNull();
  });
});
