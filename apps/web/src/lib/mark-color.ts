import { MARK_COLOR_PATTERN } from '@postula/contract/constants';

/** The brightness above which a mark chip's text is black rather than white (spec §9). */
export const CHIP_BRIGHTNESS_THRESHOLD = 0.5;

/**
 * Perceived brightness of a #RRGGBB colour, 0 (black) to 1 (white): the ITU-R BT.601 weights, which count
 * green most and blue least, as the eye does. Answers null for anything that is not #RRGGBB.
 */
export function colorBrightness(hex: string): number | null {
  if (!MARK_COLOR_PATTERN.test(hex)) return null;
  const value = Number.parseInt(hex.slice(1), 16);
  const red = (value >> 16) & 0xff;
  const green = (value >> 8) & 0xff;
  const blue = value & 0xff;
  return (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
}

/**
 * The text colour of a mark chip (spec §9): black on a colour brighter than the threshold, white otherwise.
 * A colour that is not #RRGGBB is drawn as the default mark colour, which takes white text.
 */
export function chipTextColor(hex: string): '#000000' | '#ffffff' {
  const brightness = colorBrightness(hex);
  return brightness !== null && brightness > CHIP_BRIGHTNESS_THRESHOLD ? '#000000' : '#ffffff';
}
