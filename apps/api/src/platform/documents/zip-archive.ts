import { inflateRawSync } from 'node:zlib';

/**
 * A minimal reader of ZIP central directories. Written by hand because the usual content sniffers
 * (file-type) need Node 22, and because every offset in an uploaded archive is hostile: each read is
 * bounds-checked and every inflate is capped, so a truncated file or a zip bomb ends in a ZipError.
 */

export class ZipError extends Error {
  override name = 'ZipError';
  constructor(
    message: string,
    /** The archive is readable but an entry inflates past the cap given: a bomb, not a broken file. */
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
/** An OOXML document has tens of parts; thousands means a hostile or broken archive. */
const MAX_ENTRIES = 20_000;

export function looksLikeZip(bytes: Uint8Array): boolean {
  // Local file header, or the end record of an empty archive.
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function u64(dv: DataView, offset: number): number {
  const value = dv.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('zip64 value out of range');
  return Number(value);
}

function findEndOfCentralDirectory(bytes: Uint8Array, dv: DataView): number {
  // The end record sits at the very end, followed only by a comment of at most 65535 bytes.
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (dv.getUint32(at, true) === EOCD_SIGNATURE && at + EOCD_SIZE + dv.getUint16(at + 20, true) <= bytes.length) return at;
  }
  throw new ZipError('no end of central directory');
}

export function readZipEntries(bytes: Uint8Array): ZipEntry[] {
  if (bytes.length < EOCD_SIZE) throw new ZipError('too short for a zip archive');
  const dv = view(bytes);
  const eocd = findEndOfCentralDirectory(bytes, dv);
  let count = dv.getUint16(eocd + 10, true);
  let size = dv.getUint32(eocd + 12, true);
  let offset = dv.getUint32(eocd + 16, true);
  if ((count === 0xffff || size === 0xffffffff || offset === 0xffffffff) && eocd >= 20 && dv.getUint32(eocd - 20, true) === ZIP64_LOCATOR_SIGNATURE) {
    const record = u64(dv, eocd - 20 + 8);
    if (record + 56 > bytes.length || dv.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) throw new ZipError('bad zip64 end record');
    count = u64(dv, record + 32);
    size = u64(dv, record + 40);
    offset = u64(dv, record + 48);
  }
  if (count > MAX_ENTRIES) throw new ZipError('too many entries');
  if (offset + size > bytes.length) throw new ZipError('central directory outside the file');

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || dv.getUint32(at, true) !== CENTRAL_SIGNATURE) throw new ZipError('bad central directory entry');
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > bytes.length) throw new ZipError('central directory entry outside the file');
    entries.push({
      flags: dv.getUint16(at + 8, true),
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      uncompressedSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
      // Names we look for are ASCII, so decoding CP437 names as UTF-8 does no harm.
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at = end;
  }
  return entries;
}

/** Inflates one entry, refusing to produce more than `maxBytes` (the zip-bomb guard). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.flags & 1) throw new ZipError('encrypted zip entry');
  const dv = view(bytes);
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || dv.getUint32(header, true) !== LOCAL_SIGNATURE) throw new ZipError('bad local header');
  const start = header + 30 + dv.getUint16(header + 26, true) + dv.getUint16(header + 28, true);
  // Sizes come from the central directory: a local header written with a data descriptor holds zeros.
  if (entry.compressedSize === 0xffffffff || start + entry.compressedSize > bytes.length) throw new ZipError('entry data outside the file');
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) {
    if (data.length > maxBytes) throw new ZipError('entry too large', true);
    return data;
  }
  if (entry.method !== 8) throw new ZipError(`unsupported compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch (error) {
    // Node names the cap it stopped at: ERR_BUFFER_TOO_LARGE.
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ZipError(`cannot inflate ${entry.name}: ${(error as Error).message}`, tooLarge);
  }
}
