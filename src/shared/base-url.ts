/**
 * Policy: a workspace's base URL must be https, except on this computer
 * (loopback), where plain http is how the sandbox server and local tools run.
 * A key sent over plain http to another machine could be read on the way.
 */
export type BaseUrlCheck = { ok: true; url: string } | { ok: false; message: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function checkBaseUrl(input: string): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, message: `"${input}" is not a web address. It should look like https://api.example.com.` };
  }
  if (url.username || url.password) return { ok: false, message: 'The address must not contain a user name or password.' };
  if (url.search || url.hash) return { ok: false, message: 'The address must not contain a query (?…) or a fragment (#…).' };
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
  if (url.protocol === 'http:' && !loopback) {
    return {
      ok: false,
      message: `${url.host} would be reached over plain http, where the API key could be read on the way. Use https://${url.host}${url.pathname === '/' ? '' : url.pathname} instead.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: 'The address must start with https://.' };
  // The spec's paths are relative to {base_url}/v1; accept the base with or without /v1.
  const path = url.pathname.replace(/\/+$/, '').replace(/\/v1$/, '');
  return { ok: true, url: `${url.protocol}//${url.host}${path}` };
}
