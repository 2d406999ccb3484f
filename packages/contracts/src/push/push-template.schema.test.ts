import { describe, expect, it } from 'vitest';
import { escapeHtml, renderPushText, templateVariables, unknownVariables } from './push-template.schema.js';

describe('push template variables', () => {
  it('names each variable once, in order, and finds the unknown ones', () => {
    expect(templateVariables('{line}/{station} {line} {level}')).toEqual(['line', 'station', 'level']);
    expect(unknownVariables('Line {line}, shift {shift}, {Line}')).toEqual(['shift', 'Line']);
    expect(unknownVariables(null)).toEqual([]);
    // Braces around anything that is not a name are plain text.
    expect(templateVariables('{ line } {1st} {}')).toEqual([]);
  });

  it('renders values, missing ones as nothing, escaped when asked', () => {
    expect(renderPushText('{line}: {item} ({station})', { line: 'L1', item: 'a<b' })).toBe('L1: a<b ()');
    expect(renderPushText('{item} at {level}', { item: 'a<b & "c"', level: 2 }, escapeHtml)).toBe(
      'a&#60;b &#38; &#34;c&#34; at 2',
    );
  });
});
