import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '@postula/contract/constants';
import { CV_ACCEPT, checkCvFile, formatFileSize } from './cv-file';

const pdf = 'application/pdf';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkCvFile', () => {
  it('takes PDF and Word files by extension or by type', () => {
    expect(checkCvFile({ name: 'cv.pdf', type: pdf, size: 1000 })).toBeNull();
    expect(checkCvFile({ name: 'CV Ana.DOCX', type: '', size: 1000 })).toBeNull();
    expect(checkCvFile({ name: 'cv.doc', type: 'application/msword', size: 1000 })).toBeNull();
    // A phone's picker may hand over a file without an extension.
    expect(checkCvFile({ name: 'document', type: docx, size: 1000 })).toBeNull();
  });

  it('refuses other types', () => {
    expect(checkCvFile({ name: 'foto.png', type: 'image/png', size: 1000 })).toBe('file_type');
    expect(checkCvFile({ name: 'cv.txt', type: 'text/plain', size: 1000 })).toBe('file_type');
    expect(checkCvFile({ name: 'cv.pdf.exe', type: '', size: 1000 })).toBe('file_type');
    expect(checkCvFile({ name: 'pdf', type: '', size: 1000 })).toBe('file_type');
  });

  it('refuses more than 10 MB, and takes exactly 10 MB', () => {
    expect(checkCvFile({ name: 'cv.pdf', type: pdf, size: CV_MAX_BYTES })).toBeNull();
    expect(checkCvFile({ name: 'cv.pdf', type: pdf, size: CV_MAX_BYTES + 1 })).toBe('file_too_large');
  });

  it('names the type before the size', () => {
    expect(checkCvFile({ name: 'video.mp4', type: 'video/mp4', size: CV_MAX_BYTES * 3 })).toBe('file_type');
  });

  it('offers the three extensions and the three MIME types to the picker', () => {
    expect(CV_ACCEPT.split(',')).toEqual([
      '.pdf',
      '.doc',
      '.docx',
      'application/pdf',
      'application/msword',
      docx,
    ]);
  });
});

describe('formatFileSize', () => {
  it('shows kilobytes under 1 MB and megabytes with one decimal above', () => {
    expect(formatFileSize(44_156, 'en')).toBe('43 kB');
    expect(formatFileSize(10, 'en')).toBe('1 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
    expect(formatFileSize(CV_MAX_BYTES, 'pt')).toBe('10 MB');
  });
});
