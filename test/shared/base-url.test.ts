import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from '../../src/shared/base-url';

describe('base URL policy', () => {
  it('accepts https and normalises a trailing /v1 and slash away', () => {
    expect(checkBaseUrl('https://api.example.com/v1/')).toEqual({ ok: true, url: 'https://api.example.com' });
    expect(checkBaseUrl('https://example.com/voice')).toEqual({ ok: true, url: 'https://example.com/voice' });
  });

  it('accepts plain http on this computer only', () => {
    expect(checkBaseUrl('http://127.0.0.1:8080')).toEqual({ ok: true, url: 'http://127.0.0.1:8080' });
    expect(checkBaseUrl('http://localhost:3000/v1')).toEqual({ ok: true, url: 'http://localhost:3000' });
    expect(checkBaseUrl('http://[::1]:3000')).toEqual({ ok: true, url: 'http://[::1]:3000' });
  });

  it('refuses plain http to another machine and says why and what to use', () => {
    const result = checkBaseUrl('http://api.example.com');
    expect(result).toEqual({ ok: false, message: expect.stringContaining('Use https://api.example.com instead') });
    expect(!result.ok && result.message).toMatch(/API key could be read/);
  });

  it('refuses what is not a web address, credentials and other schemes', () => {
    expect(checkBaseUrl('api.example.com').ok).toBe(false);
    expect(checkBaseUrl('https://user:pw@api.example.com').ok).toBe(false);
    expect(checkBaseUrl('ftp://api.example.com').ok).toBe(false);
    expect(checkBaseUrl('https://api.example.com/?key=1').ok).toBe(false);
  });
});
