import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable on its own line', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', ADMIN_PASSWORD: 'short' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: .*\n.*ADMIN_PASSWORD: must be at least 8 characters/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
  });
});
