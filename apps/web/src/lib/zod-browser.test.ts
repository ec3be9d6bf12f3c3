import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { functionsConstructedBy } from './function-spy';
import viteConfig from '../../vite.config';

// No static import of zod or of the contract here: the test must see zod load as the page does.

describe('zod in the browser runs without eval', () => {
  it("the web build resolves every import of 'zod' to the module that configures it", () => {
    const aliases = viteConfig.resolve?.alias;
    expect(Array.isArray(aliases)).toBe(true);
    const zod = (aliases as Array<{ find: string | RegExp; replacement: string }>).find(
      (alias) => alias.find instanceof RegExp && alias.find.test('zod') && !alias.find.test('zod/v4'),
    );
    expect(zod?.replacement).toBe(fileURLToPath(new URL('./zod-browser.ts', import.meta.url)));
  });

  it('building and parsing the contract never constructs a Function (what the page CSP refuses)', async () => {
    const constructed = await functionsConstructedBy(async () => {
      const { z } = await import('./zod-browser');
      expect(z.config().jitless).toBe(true);
      const { createJobRequestSchema } = await import('@postula/contract/postings');
      const { loginRequestSchema } = await import('@postula/contract/accounts');
      expect(loginRequestSchema.parse({ username: ' ana@example.com ', password: 'x' })).toEqual({ username: 'ana@example.com', password: 'x' });
      expect(createJobRequestSchema.safeParse({ sexo: 'indistinto' }).success).toBe(false);
    });
    expect(constructed).toEqual([]);
  });
});
