import { describe, expect, it } from 'vitest';
import { type OverlayProbe, overlayProblem, overlayStyle, WATERMARK_CHECK_MS, WATERMARK_TILE } from './overlay';

const style = overlayStyle('data:image/png;base64,AAAA');
const intact: OverlayProbe = {
  attached: true,
  style,
  otherAttributes: [],
  hasChildren: false,
  computed: { display: 'block', visibility: 'visible', opacity: '1' },
};

describe('overlayProblem', () => {
  it('accepts the overlay as it was put there', () => {
    expect(overlayProblem(intact, style)).toBeNull();
    expect(overlayProblem({ ...intact, computed: null }, style)).toBeNull();
  });

  it('notices a removed or moved overlay', () => {
    expect(overlayProblem(null, style)).toBe('missing');
    expect(overlayProblem({ ...intact, attached: false }, style)).toBe('detached');
  });

  it('notices any change of its style attribute', () => {
    expect(overlayProblem({ ...intact, style: `${style};display:none` }, style)).toBe('style');
    expect(overlayProblem({ ...intact, style: style.replace('z-index:2147483000', 'z-index:-1') }, style)).toBe(
      'style',
    );
    expect(overlayProblem({ ...intact, style: null }, style)).toBe('style');
  });

  it('notices added attributes, content, and hiding through a style sheet', () => {
    expect(overlayProblem({ ...intact, otherAttributes: ['hidden'] }, style)).toBe('attributes');
    expect(overlayProblem({ ...intact, otherAttributes: ['class'] }, style)).toBe('attributes');
    expect(overlayProblem({ ...intact, hasChildren: true }, style)).toBe('content');
    for (const computed of [
      { display: 'none', visibility: 'visible', opacity: '1' },
      { display: 'block', visibility: 'hidden', opacity: '1' },
      { display: 'block', visibility: 'visible', opacity: '0' },
      { display: 'block', visibility: 'visible', opacity: '0.2' },
    ]) {
      expect(overlayProblem({ ...intact, computed }, style)).toBe('hidden');
    }
  });
});

describe('overlayStyle', () => {
  it('covers the window, lets clicks through and repeats the 300×250 tile', () => {
    expect(style).toContain('position:fixed');
    expect(style).toContain('pointer-events:none');
    expect(style).toContain('background-repeat:repeat');
    expect(style).toContain('background-size:300px 250px');
    expect(WATERMARK_TILE).toEqual({ width: 300, height: 250, rotateDeg: -20 });
    expect(WATERMARK_CHECK_MS).toBe(500);
  });
});
