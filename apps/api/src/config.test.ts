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
});
