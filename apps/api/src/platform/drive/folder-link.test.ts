import { describe, expect, it } from 'vitest';
import { parseFolderId, parseFolderLink } from './folder-link';

const ID = '1AbC-dEf_GhIjKlMnOpQrStUvWxYz0123';

describe('parseFolderId', () => {
  it.each([
    `https://drive.google.com/drive/folders/${ID}`,
    `https://drive.google.com/drive/folders/${ID}/`,
    `https://drive.google.com/drive/folders/${ID}?usp=sharing`,
    `https://drive.google.com/drive/folders/${ID}?usp=drive_link`,
    `https://drive.google.com/drive/folders/${ID}?resourcekey=0-AbCdEf&usp=sharing`,
    `https://drive.google.com/drive/u/0/folders/${ID}`,
    `https://drive.google.com/drive/u/2/folders/${ID}?usp=sharing`,
    `https://drive.google.com/drive/mobile/folders/${ID}`,
    `https://drive.google.com/drive/u/0/mobile/folders/${ID}?usp=sharing`,
    `https://drive.google.com/open?id=${ID}`,
    `https://drive.google.com/open?id=${ID}&resourcekey=0-AbCdEf`,
    `https://drive.google.com/folderview?id=${ID}`,
    `https://drive.google.com/folderview?id=${ID}&usp=sharing`,
    `https://www.drive.google.com/drive/folders/${ID}`,
    `https://DRIVE.google.com/drive/folders/${ID}#grid`,
    `  https://drive.google.com/drive/folders/${ID}\n`,
    `drive.google.com/drive/folders/${ID}`,
    `www.drive.google.com/drive/folders/${ID}?usp=sharing`,
  ])('accepts %s', (link) => {
    expect(parseFolderId(link)).toBe(ID);
  });

  it('accepts shared-drive root ids and legacy 0B ids', () => {
    expect(parseFolderId('https://drive.google.com/drive/folders/0AAbCdEfGhIjKlUk9PVA')).toBe('0AAbCdEfGhIjKlUk9PVA');
    expect(parseFolderId('https://drive.google.com/open?id=0B1a2b3c4d5e6f7g8h9iAbCdEfGh')).toBe('0B1a2b3c4d5e6f7g8h9iAbCdEfGh');
  });

  it.each([
    // File links, not folders.
    `https://drive.google.com/file/d/${ID}/view?usp=sharing`,
    `https://drive.google.com/file/d/${ID}`,
    `https://docs.google.com/document/d/${ID}/edit`,
    // Other hosts, including look-alikes.
    `https://drive.google.com.evil.test/drive/folders/${ID}`,
    `https://evil.test/drive/folders/${ID}`,
    `https://drive-google.com/drive/folders/${ID}`,
    `https://drive.google.com@evil.test/drive/folders/${ID}`,
    `https://user:pass@drive.google.com/drive/folders/${ID}`,
    `https://evil.test/?u=https://drive.google.com/drive/folders/${ID}`,
    `https://google.com/drive/folders/${ID}`,
    `https://drive.google.com:8443/drive/folders/${ID}`,
    // Other schemes.
    `http://drive.google.com/drive/folders/${ID}`,
    `ftp://drive.google.com/drive/folders/${ID}`,
    `javascript:alert('https://drive.google.com/drive/folders/${ID}')`,
    `//drive.google.com/drive/folders/${ID}`,
    // Ids with illegal characters or of an impossible length.
    'https://drive.google.com/drive/folders/abc%2F..%2Fxyz1234567',
    'https://drive.google.com/drive/folders/abc$def1234567890',
    'https://drive.google.com/drive/folders/abc.def1234567890',
    'https://drive.google.com/open?id=abc%27%20or%201234567890',
    "https://drive.google.com/open?id=abc' in parents or '1234567890",
    'https://drive.google.com/drive/folders/short',
    `https://drive.google.com/drive/folders/${'a'.repeat(200)}`,
    // No id, or not one folder.
    'https://drive.google.com/drive/folders/',
    'https://drive.google.com/drive/my-drive',
    'https://drive.google.com/open',
    `https://drive.google.com/open?id=${ID}&id=${ID.replace('1', '2')}`,
    `https://drive.google.com/drive/folders/${ID}/extra`,
    ID,
    '',
    'not a url',
  ])('refuses %s', (link) => {
    expect(parseFolderId(link)).toBeNull();
  });
});

describe('parseFolderLink', () => {
  it('keeps the resource key of links shared before the 2021 update', () => {
    expect(parseFolderLink(`https://drive.google.com/drive/folders/${ID}?resourcekey=0-AbC_dEf&usp=sharing`)).toEqual({ id: ID, resourceKey: '0-AbC_dEf' });
    expect(parseFolderLink(`https://drive.google.com/drive/folders/${ID}`)).toEqual({ id: ID, resourceKey: null });
    expect(parseFolderLink(`https://drive.google.com/drive/folders/${ID}?resourcekey=bad%20key`)).toEqual({ id: ID, resourceKey: null });
  });
});
