import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', PUBLIC_URL: 'http://localhost:3000', EMBEDDED_WORKER: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('treats empty variables as unset and trims the trailing slash of PUBLIC_URL', () => {
    const config = loadConfig({ SMTP_URL: '', PORT: '8080', PUBLIC_URL: 'https://panel.example.com/' });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://panel.example.com');
    expect(config.PORT).toBe(8080);
  });

  it('refuses invalid settings, naming each', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  describe('TRUST_PROXY', () => {
    const trust = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

    it('believes no proxy by default, or with false or 0', () => {
      expect(trust()).toBe(false);
      expect(trust('false')).toBe(false);
      expect(trust('0')).toBe(false);
    });

    it('takes a number of proxy hops; true, which used to believe every hop, is one', () => {
      expect(trust('1')).toEqual({ hops: 1 });
      expect(trust('2')).toEqual({ hops: 2 });
      expect(trust('true')).toEqual({ hops: 1 });
    });

    it("takes the proxies' addresses and CIDR ranges, IPv4 and IPv6, and proxy-addr's named ranges", () => {
      expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8 ,::1, loopback')).toEqual({
        proxies: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1', 'loopback'],
      });
    });

    it('refuses what is none of those, and ranges that hold every address', () => {
      for (const value of ['yes', '10.0.0.0/33', '10.0.0.0/8,proxy.internal', '0.0.0.0/0', '::/0', '1.2.3', '-1', '11', ',']) {
        expect(() => trust(value), value).toThrow(/TRUST_PROXY/);
      }
    });
  });
});
