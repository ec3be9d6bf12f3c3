import { describe, expect, it } from 'vitest';
import { DEFAULT_MARK_COLOR } from '@postula/contract/constants';
import { chipTextColor, colorBrightness } from './mark-color';

describe('colorBrightness', () => {
  it('is 0 for black and 1 for white, in either letter case', () => {
    expect(colorBrightness('#000000')).toBe(0);
    expect(colorBrightness('#ffffff')).toBe(1);
    expect(colorBrightness('#FFFFFF')).toBe(1);
  });

  it('weighs green over red over blue', () => {
    const red = colorBrightness('#ff0000') ?? 0;
    const green = colorBrightness('#00ff00') ?? 0;
    const blue = colorBrightness('#0000ff') ?? 0;
    expect(green).toBeGreaterThan(red);
    expect(red).toBeGreaterThan(blue);
  });

  it('answers null for anything that is not #RRGGBB', () => {
    for (const value of ['', '#fff', 'ffffff', '#gggggg', '#1234567', 'red']) {
      expect(colorBrightness(value)).toBeNull();
    }
  });
});

describe('chipTextColor (spec §9: black or white by brightness, threshold 0.5)', () => {
  it('puts black text on bright colours and white text on dark ones', () => {
    expect(chipTextColor('#ffffff')).toBe('#000000');
    expect(chipTextColor('#fde047')).toBe('#000000'); // yellow
    expect(chipTextColor('#00ff00')).toBe('#000000');
    expect(chipTextColor('#000000')).toBe('#ffffff');
    expect(chipTextColor('#0000ff')).toBe('#ffffff');
    expect(chipTextColor('#b91c1c')).toBe('#ffffff');
  });

  it('takes white text on the default mark colour', () => {
    expect(chipTextColor(DEFAULT_MARK_COLOR)).toBe('#ffffff');
  });

  it('switches on either side of the threshold: 0.5 itself is not brighter than 0.5', () => {
    // Grey 127 is just under half brightness, grey 128 just over.
    expect(chipTextColor('#7f7f7f')).toBe('#ffffff');
    expect(chipTextColor('#808080')).toBe('#000000');
  });

  it('falls back to white text for a colour that is not #RRGGBB', () => {
    expect(chipTextColor('nonsense')).toBe('#ffffff');
  });
});
