import { describe, expect, it } from 'vitest';
import { formatDeepLink, linkArgument, parseDeepLink } from '../../src/shared/links/deep-link';
import { routeLink } from '../../src/shared/links/link-route';

const CALL = 'call_0b6f3a4e-6d1c-4a55-9a3e-2f1c9b8d7e60';
const CONTACT = 'contact_11111111-2222-4333-8444-555555555555';

function refusal(text: string): string {
  const parsed = parseDeepLink(text);
  if (parsed.ok) throw new Error(`expected ${text} to be refused, got ${JSON.stringify(parsed.link)}`);
  return parsed.reason;
}

describe('parsing voicedesk:// links', () => {
  it('reads each kind of record link', () => {
    expect(parseDeepLink(`voicedesk://calls/${CALL}`)).toEqual({ ok: true, link: { kind: 'calls', id: CALL } });
    expect(parseDeepLink(`voicedesk://contacts/${CONTACT}`)).toEqual({ ok: true, link: { kind: 'contacts', id: CONTACT } });
    expect(parseDeepLink('voicedesk://campaigns/campaign_11111111-2222-4333-8444-555555555555')).toMatchObject({ ok: true, link: { kind: 'campaigns' } });
    expect(parseDeepLink('voicedesk://agents/agent_11111111-2222-4333-8444-555555555555')).toMatchObject({ ok: true, link: { kind: 'agents' } });
  });

  it('reads the workspace the link names', () => {
    expect(parseDeepLink(`voicedesk://calls/${CALL}?workspace=acme-prod`)).toEqual({ ok: true, link: { kind: 'calls', id: CALL, workspace: 'acme-prod' } });
  });

  it('takes the kind and the id in any case, as a browser may have changed it', () => {
    expect(parseDeepLink(`VoiceDesk://Calls/${CALL.toUpperCase().replace('CALL_', 'call_')}`)).toEqual({ ok: true, link: { kind: 'calls', id: CALL } });
  });

  it('refuses a link of another scheme, saying which', () => {
    expect(refusal(`https://calls/${CALL}`)).toContain('https://');
    expect(refusal(`javascript://calls/${CALL}`)).toContain('javascript://');
    expect(refusal(`file:///calls/${CALL}`)).toContain('file://');
  });

  it('refuses text that is not a link at all', () => {
    expect(refusal('calls/123')).toBe('This is not a link.');
    expect(refusal('')).toBe('This is not a link.');
  });

  it('refuses a kind of record it does not open', () => {
    expect(refusal(`voicedesk://settings/${CALL}`)).toContain('"settings"');
    expect(refusal(`voicedesk:calls/${CALL}`)).toContain('not "nothing"');
  });

  it('refuses an id that is not the service id of that kind', () => {
    expect(refusal('voicedesk://calls/123')).toContain('is not a call id');
    expect(refusal(`voicedesk://contacts/${CALL}`)).toContain('is not a contact id');
    expect(refusal('voicedesk://contacts/local_11111111-2222-4333-8444-555555555555')).toContain('is not a contact id');
    expect(refusal('voicedesk://calls/%E0%A4%A')).toContain('is not a call id');
  });

  it('refuses a link with more or fewer path parts than one id', () => {
    expect(refusal('voicedesk://calls')).toContain('must name one call');
    expect(refusal(`voicedesk://calls/${CALL}/transcript`)).toContain('must name one call');
    expect(refusal(`voicedesk://calls//${CALL}`)).toContain('must name one call');
    expect(refusal(`voicedesk://calls/${CALL}/`)).toContain('must name one call');
    expect(refusal(`voicedesk://calls/..%2F${CALL}`)).toContain('is not a call id');
  });

  it('refuses parts a VoiceDesk link never has', () => {
    expect(refusal(`voicedesk://user@calls/${CALL}`)).toContain('user name');
    expect(refusal(`voicedesk://calls:80/${CALL}`)).toContain('port');
    expect(refusal(`voicedesk://calls/${CALL}#x`)).toContain('#fragment');
    expect(refusal(`voicedesk://calls/${CALL}?open=1`)).toContain('?workspace=');
    expect(refusal(`voicedesk://calls/${CALL}?workspace=a&workspace=b`)).toContain('?workspace=');
    expect(refusal(`voicedesk://calls/${CALL}?workspace=%20a`)).toContain('not a workspace id');
    expect(refusal(`voicedesk://calls/${CALL}?workspace=${'a'.repeat(3000)}`)).toContain('too long');
  });

  it('reads back the links it writes', () => {
    const link = { kind: 'contacts' as const, id: CONTACT, workspace: '127.0.0.1:4010' };
    expect(parseDeepLink(formatDeepLink(link))).toEqual({ ok: true, link });
    expect(formatDeepLink({ kind: 'calls', id: CALL })).toBe(`voicedesk://calls/${CALL}`);
  });

  it('finds the link among the arguments a second launch hands over', () => {
    expect(linkArgument(['/usr/bin/voicedesk', '--no-sandbox', `voicedesk://calls/${CALL}`])).toBe(`voicedesk://calls/${CALL}`);
    expect(linkArgument(['/usr/bin/voicedesk', '--flag'])).toBeUndefined();
  });
});

describe('routing a link', () => {
  const workspaces = { profiles: [{ id: 'demo', name: 'Demo' }, { id: 'acme', name: 'Acme' }], activeId: 'demo' };

  it('opens the record in the active workspace when the link names none', () => {
    expect(routeLink({ kind: 'calls', id: CALL }, workspaces)).toEqual({ ok: true, switchTo: null, kind: 'calls', id: CALL });
  });

  it('does not switch when the link names the active workspace', () => {
    expect(routeLink({ kind: 'calls', id: CALL, workspace: 'demo' }, workspaces)).toMatchObject({ ok: true, switchTo: null });
  });

  it('switches to the workspace the link names', () => {
    expect(routeLink({ kind: 'contacts', id: CONTACT, workspace: 'acme' }, workspaces)).toEqual({ ok: true, switchTo: 'acme', kind: 'contacts', id: CONTACT });
  });

  it('refuses a link to a workspace this computer does not have, rather than opening it in another', () => {
    const route = routeLink({ kind: 'calls', id: CALL, workspace: 'globex' }, workspaces);
    expect(route).toMatchObject({ ok: false });
    expect(!route.ok && route.reason).toContain('"globex"');
  });

  it('refuses a link while no workspace is open', () => {
    expect(routeLink({ kind: 'calls', id: CALL }, { profiles: [], activeId: null })).toMatchObject({ ok: false });
  });
});
