/**
 * Just enough of the OLE2 compound-file format ([MS-CFB]) to list the streams at the root of the file
 * and read the first bytes of one: that is what tells a Word 97-2003 document from an encrypted OOXML
 * package (both are compound files) and an encrypted .doc from a readable one. Every sector number
 * comes from the (hostile) file, so chains are followed with cycle and length limits.
 */

export class CompoundFileError extends Error {
  override name = 'CompoundFileError';
}

export const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export interface CompoundStream {
  name: string;
  startSector: number;
  size: number;
}

export interface CompoundFile {
  /** Streams and storages directly under the root storage. */
  rootEntries: CompoundStream[];
  /** The first `length` (at most 64) bytes of a stream, or undefined when the file does not hold them. */
  readStreamStart(stream: CompoundStream, length: number): Uint8Array | undefined;
}

const END_OF_CHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const NO_STREAM = 0xffffffff;

export function looksLikeCompoundFile(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && COMPOUND_FILE_SIGNATURE.every((b, i) => bytes[i] === b);
}

export function readCompoundFile(bytes: Uint8Array): CompoundFile {
  if (bytes.length < 512 || !looksLikeCompoundFile(bytes)) throw new CompoundFileError('not a compound file');
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = dv.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) throw new CompoundFileError('bad sector size');
  const sectorSize = 1 << sectorShift;
  const miniStreamCutoff = dv.getUint32(0x38, true);
  // No chain can be longer than the number of sectors the file holds.
  const maxSectors = Math.ceil(bytes.length / sectorSize) + 1;

  const sectorOffset = (sector: number): number => {
    if (sector > MAX_REGULAR_SECTOR) throw new CompoundFileError('bad sector number');
    const offset = (sector + 1) * sectorSize;
    if (offset + sectorSize > bytes.length) {
      // Some writers cut the last sector short; accept that as long as something is left to read.
      if (offset >= bytes.length) throw new CompoundFileError('sector outside the file');
    }
    return offset;
  };
  const u32At = (offset: number): number => {
    if (offset + 4 > bytes.length) throw new CompoundFileError('read outside the file');
    return dv.getUint32(offset, true);
  };

  // The FAT's own sectors are listed by the DIFAT: 109 slots in the header, then a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const sector = dv.getUint32(0x4c + i * 4, true);
    if (sector <= MAX_REGULAR_SECTOR) fatSectors.push(sector);
  }
  let difat = dv.getUint32(0x44, true);
  const seenDifat = new Set<number>();
  while (difat <= MAX_REGULAR_SECTOR) {
    if (seenDifat.has(difat) || seenDifat.size > maxSectors) throw new CompoundFileError('DIFAT chain loops');
    seenDifat.add(difat);
    const base = sectorOffset(difat);
    const slots = sectorSize / 4 - 1;
    for (let i = 0; i < slots; i++) {
      const sector = u32At(base + i * 4);
      if (sector <= MAX_REGULAR_SECTOR) fatSectors.push(sector);
    }
    difat = u32At(base + slots * 4);
  }
  if (fatSectors.length > maxSectors) throw new CompoundFileError('FAT larger than the file');
  const entriesPerFatSector = sectorSize / 4;
  const nextSector = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerFatSector)];
    if (fatSector === undefined) throw new CompoundFileError('sector not covered by the FAT');
    return u32At(sectorOffset(fatSector) + (sector % entriesPerFatSector) * 4);
  };

  // The directory is a chain of 128-byte entries; entry 0 is the root storage.
  const directory: Array<{ name: string; type: number; left: number; right: number; child: number; start: number; size: number }> = [];
  const seenDirectory = new Set<number>();
  for (let sector = dv.getUint32(0x30, true); sector !== END_OF_CHAIN; sector = nextSector(sector)) {
    if (seenDirectory.has(sector) || seenDirectory.size > maxSectors) throw new CompoundFileError('directory chain loops');
    seenDirectory.add(sector);
    const base = sectorOffset(sector);
    for (let at = base; at + 128 <= Math.min(base + sectorSize, bytes.length); at += 128) {
      const nameLength = Math.min(dv.getUint16(at + 0x40, true), 64);
      let name = '';
      for (let i = 0; i + 2 < nameLength; i += 2) name += String.fromCharCode(dv.getUint16(at + i, true));
      directory.push({
        name,
        type: bytes[at + 0x42] ?? 0,
        left: dv.getUint32(at + 0x44, true),
        right: dv.getUint32(at + 0x48, true),
        child: dv.getUint32(at + 0x4c, true),
        start: dv.getUint32(at + 0x74, true),
        size: dv.getUint32(at + 0x78, true),
      });
    }
  }
  const root = directory[0];
  if (!root || root.type !== 5) throw new CompoundFileError('no root storage');

  // The root's children form a red-black tree linked by left/right siblings; walk it without trusting it.
  const rootEntries: CompoundStream[] = [];
  const pending = [root.child];
  const visited = new Set<number>();
  while (pending.length > 0) {
    const id = pending.pop() as number;
    if (id === NO_STREAM || visited.has(id)) continue;
    visited.add(id);
    const entry = directory[id];
    if (!entry) continue;
    if (entry.type === 1 || entry.type === 2) rootEntries.push({ name: entry.name, startSector: entry.start, size: entry.size });
    pending.push(entry.left, entry.right);
  }

  const miniSectorSize = 1 << dv.getUint16(0x20, true);
  return {
    rootEntries,
    readStreamStart(stream, length) {
      if (stream.size < length || length > miniSectorSize) return undefined;
      if (stream.size >= miniStreamCutoff) {
        const offset = sectorOffset(stream.startSector);
        return offset + length <= bytes.length ? bytes.subarray(offset, offset + length) : undefined;
      }
      // Small streams live in the mini stream, itself a regular chain that starts at the root entry: the
      // first mini sector of our stream is at this byte of that chain.
      const miniOffset = stream.startSector * miniSectorSize;
      if (miniOffset + length > root.size) return undefined;
      let sector = root.start;
      for (let skip = Math.floor(miniOffset / sectorSize); skip > 0; skip--) {
        if (skip > maxSectors) return undefined;
        sector = nextSector(sector);
      }
      const offset = sectorOffset(sector) + (miniOffset % sectorSize);
      return offset + length <= bytes.length ? bytes.subarray(offset, offset + length) : undefined;
    },
  };
}
