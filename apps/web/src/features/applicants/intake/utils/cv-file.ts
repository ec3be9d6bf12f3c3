import { CV_EXTENSIONS, CV_MAX_BYTES, CV_MIME_TYPES } from '@postula/contract/constants';
import type { ErrorCode } from '@postula/contract/errors';

/** What the file picker offers (spec §5): the three extensions and the three MIME types. */
export const CV_ACCEPT = [...CV_EXTENSIONS.map((extension) => `.${extension}`), ...CV_MIME_TYPES].join(',');

/** The parts of a File the checks read (a File, or a plain object in the unit tests). */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The client's check of a chosen CV (spec §5), with the error codes the server uses for the same faults, so
 * both show one text. A known extension or a known MIME type is enough: some phones' pickers hand over a
 * file without an extension, some desktops a .docx without a type. The server decides by the bytes anyway.
 */
export function checkCvFile(file: FileFacts): Extract<ErrorCode, 'file_type' | 'file_too_large'> | null {
  const knownExtension = (CV_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const knownType = (CV_MIME_TYPES as readonly string[]).includes(file.type);
  if (!knownExtension && !knownType) return 'file_type';
  if (file.size > CV_MAX_BYTES) return 'file_too_large';
  return null;
}

const KIB = 1024;
const MIB = 1024 * KIB;

/** A file size for people, in binary units as the 10 MB limit is counted: "850 kB", "1,4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes < MIB) {
    const kilobytes = Math.max(1, Math.round(bytes / KIB));
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(kilobytes);
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / MIB);
}
