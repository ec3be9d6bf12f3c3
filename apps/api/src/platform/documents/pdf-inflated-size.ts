import { constants, createInflate, inflateSync, type Inflate } from 'node:zlib';

/**
 * How many bytes a PDF's Flate streams inflate to, counted up to a budget without keeping the output. A
 * 1 MB "CV" whose one stream inflates to a gigabyte made pdf.js allocate that gigabyte (and copies of it);
 * pdf.js has no cap of its own on decoded sizes. Counting first turns such a file into a named refusal
 * ('too_large') in about the time it takes to inflate the budget, with a few kilobytes of memory.
 *
 * The streams are found the way a forgiving reader would (pdf.js recovers files with broken cross-reference
 * tables too): every `stream` keyword, its dictionary just before it, its data up to `endstream` or its
 * /Length. Chained Flate filters ([/FlateDecode /FlateDecode]) are inflated through each layer, so a bomb
 * wrapped twice is counted at its final size. A stream whose first filter is LZW or RunLength is counted from
 * its codes, without decoding it. What other chains expand to ([/FlateDecode /LZWDecode], image codecs) is left
 * to the reader's memory limit (run-extraction-worker.ts).
 */

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');
/** A stream's dictionary is written right before its keyword; real ones are well under this. */
const MAX_DICTIONARY_BYTES = 8 * 1024;

export interface InflatedSize {
  /** Bytes counted, at most a little past the budget. */
  bytes: number;
  /** The budget was reached: the document inflates to more than it allows. */
  exceeded: boolean;
}

export async function pdfInflatedSize(pdf: Uint8Array, budget: number): Promise<InflatedSize> {
  const data = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  for (let at = data.indexOf(STREAM); at >= 0; at = data.indexOf(STREAM, at + STREAM.length)) {
    // 'endstream' contains 'stream': skip it.
    if (at >= 3 && data.subarray(at - 3, at).toString('latin1') === 'end') continue;
    let start = at + STREAM.length;
    if (data[start] === 0x0d) start++;
    if (data[start] !== 0x0a) continue;
    start++;
    const dictionary = dictionaryBefore(data, at);
    const first = firstFilter(dictionary);
    const layers = flateLayers(dictionary);
    if (layers === 0 && first !== 'lzw' && first !== 'runlength') continue;
    const length = directLength(dictionary);
    const end = length !== undefined && start + length <= data.length ? start + length : endOfStream(data, start);
    const encoded = data.subarray(start, end);
    if (first === 'lzw') total += lzwDecodedBytes(encoded, !/\/EarlyChange\s+0\b/.test(dictionary));
    else if (first === 'runlength') total += runLengthDecodedBytes(encoded);
    else total += await inflatedBytes(encoded, layers, budget - total);
    if (total > budget) return { bytes: total, exceeded: true };
    at = Math.max(at, end - STREAM.length);
  }
  return { bytes: total, exceeded: false };
}

function dictionaryBefore(data: Buffer, keyword: number): string {
  const from = Math.max(0, keyword - MAX_DICTIONARY_BYTES);
  const text = data.subarray(from, keyword).toString('latin1');
  const open = text.lastIndexOf('<<');
  // The stream's own dictionary is the last one opened before the keyword, at the top level.
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (text.startsWith('>>', i - 1)) {
      depth++;
      i--;
    } else if (text.startsWith('<<', i - 1)) {
      depth--;
      i--;
      if (depth === 0) return text.slice(i);
    }
  }
  return open >= 0 ? text.slice(open) : '';
}

/** Consecutive Flate filters the data is wrapped in, first ones first (/FlateDecode or its abbreviation /Fl). */
function flateLayers(dictionary: string): number {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1];
  if (!filter) return 0;
  const names = filter.match(/\/[A-Za-z0-9]+/g) ?? [];
  let layers = 0;
  for (const name of names) {
    if (name !== '/FlateDecode' && name !== '/Fl') break;
    layers++;
  }
  return layers;
}

/** The first filter a stream's data goes through, for the two other expanding ones. */
function firstFilter(dictionary: string): 'lzw' | 'runlength' | undefined {
  const filter = /\/Filter\s*\[?\s*\/([A-Za-z0-9]+)/.exec(dictionary)?.[1];
  if (filter === 'LZWDecode' || filter === 'LZW') return 'lzw';
  if (filter === 'RunLengthDecode' || filter === 'RL') return 'runlength';
  return undefined;
}

/**
 * The length LZW data decodes to, without decoding it: every code stands for a string as long as the one it
 * extends plus one, so a table of lengths is enough (PDF's variant: 9 to 12 bits, 256 clears, 257 ends, the code
 * width grows one code early unless /EarlyChange is 0). An LZW bomb of 1 GB is under 1 MB.
 */
export function lzwDecodedBytes(data: Uint8Array, earlyChange = true): number {
  const lengths = new Uint32Array(4096);
  for (let i = 0; i < 256; i++) lengths[i] = 1;
  let width = 9;
  let next = 258;
  let previous = -1;
  let total = 0;
  let buffer = 0;
  let bits = 0;
  const early = earlyChange ? 1 : 0;
  for (let i = 0; i < data.length; i++) {
    buffer = ((buffer << 8) | data[i]!) >>> 0;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        width = 9;
        next = 258;
        previous = -1;
        continue;
      }
      if (code === 257) return total;
      // A code past the table is broken data: the reader stops there too.
      if (code > next || (code >= 258 && code < next && lengths[code] === 0) || (code === next && previous < 0)) return total;
      const length = code === next ? lengths[previous]! + 1 : lengths[code]!;
      total += length;
      if (previous >= 0 && next < 4096) lengths[next++] = lengths[previous]! + 1;
      previous = code;
      if (next + early >= 1 << width && width < 12) width++;
    }
    buffer &= (1 << bits) - 1;
  }
  return total;
}

/** The length RunLength data decodes to: a byte n < 128 copies n + 1 bytes, n > 128 repeats one 257 − n times. */
export function runLengthDecodedBytes(data: Uint8Array): number {
  let total = 0;
  for (let i = 0; i < data.length; ) {
    const n = data[i]!;
    if (n === 128) break;
    if (n < 128) {
      total += n + 1;
      i += n + 2;
    } else {
      total += 257 - n;
      i += 2;
    }
  }
  return total;
}

/** A /Length written as a number (an indirect one needs the object table: the `endstream` keyword is used then). */
function directLength(dictionary: string): number | undefined {
  const match = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary);
  return match ? Number(match[1]) : undefined;
}

function endOfStream(data: Buffer, start: number): number {
  const end = data.indexOf(END_STREAM, start);
  return end < 0 ? data.length : end;
}

/**
 * Deflate expands at most 1032 times: below this compressed size a stream inflates to at most 33 MB, which is
 * inflated at once (most streams of a CV: page contents, fonts, small images). Larger ones are counted as they
 * stream, without keeping the output.
 */
const AT_ONCE_BELOW = 32 * 1024;

/**
 * The size `compressed` inflates to through `layers` Flate layers, counting at most `budget` + one chunk. A
 * corrupt or truncated stream counts what inflated before the damage, as a reader would get.
 */
async function inflatedBytes(compressed: Buffer, layers: number, budget: number): Promise<number> {
  if (layers === 1 && compressed.length < AT_ONCE_BELOW) {
    try {
      return inflateSync(compressed, { finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch {
      return 0;
    }
  }
  return inflatedStreaming(compressed, layers, budget);
}

function inflatedStreaming(compressed: Buffer, layers: number, budget: number): Promise<number> {
  return new Promise((resolve) => {
    const options = { finishFlush: constants.Z_SYNC_FLUSH };
    const chain: Inflate[] = Array.from({ length: layers }, () => createInflate(options));
    let counted = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const stage of chain) stage.destroy();
      resolve(counted);
    };
    for (let i = 0; i < chain.length - 1; i++) chain[i]!.pipe(chain[i + 1]!);
    const last = chain[chain.length - 1]!;
    last.on('data', (chunk: Buffer) => {
      counted += chunk.length;
      if (counted > budget) finish();
    });
    last.on('end', finish);
    for (const stage of chain) stage.on('error', finish);
    chain[0]!.end(compressed);
  });
}
