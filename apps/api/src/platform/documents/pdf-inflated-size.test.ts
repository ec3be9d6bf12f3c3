import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildPdf, deflatedZeros, lzwZeros, pdfWithContent } from '../../testing/document-fixtures';
import { lzwDecodedBytes, pdfInflatedSize, runLengthDecodedBytes } from './pdf-inflated-size';

const MB = 1024 * 1024;

describe('what a PDF expands to, counted without keeping it', () => {
  it('counts Flate streams, through every Flate layer, and stops past the budget', async () => {
    expect(await pdfInflatedSize(pdfWithContent(deflatedZeros(5 * MB), '/FlateDecode'), 256 * MB)).toEqual({ bytes: 5 * MB, exceeded: false });
    const twice = pdfWithContent(deflateSync(deflatedZeros(300 * MB)), '[/FlateDecode /FlateDecode]');
    const counted = await pdfInflatedSize(twice, 256 * MB);
    expect(counted.exceeded).toBe(true);
    expect(counted.bytes).toBeLessThan(257 * MB);
  });

  it('counts an ordinary PDF at about its size', async () => {
    const { bytes, exceeded } = await pdfInflatedSize(buildPdf(['Jane Roe', 'Data engineer']), 256 * MB);
    expect(exceeded).toBe(false);
    expect(bytes).toBeLessThan(1000);
  });

  it('reads LZW codes as PDF writes them (the example of the PDF reference: "-----A---B")', () => {
    expect(lzwDecodedBytes(new Uint8Array([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]))).toBe(10);
    expect(lzwDecodedBytes(lzwZeros(1_000_000))).toBeGreaterThanOrEqual(1_000_000);
  });

  it('reads RunLength runs: copies and repeats up to the end marker', () => {
    expect(runLengthDecodedBytes(new Uint8Array([2, 65, 66, 67, 254, 68, 128, 5, 0]))).toBe(6);
  });
});
