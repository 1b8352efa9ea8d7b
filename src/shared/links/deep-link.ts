/**
 * `voicedesk://` links to one record: `voicedesk://calls/<id>`,
 * `contacts/<id>`, `campaigns/<id>`, `agents/<id>`, optionally with
 * `?workspace=<profile id>`. Policy: a link comes from outside the app (a
 * chat message, an email, another program), so it is parsed strictly and a
 * link that is not exactly of this form is refused with the reason, and
 * never navigates anywhere. The id must be the service's own id for that
 * kind (`call_<uuid>`…, spec 2.1); the app's local ids name nothing outside
 * this computer and are refused.
 */
export const DEEP_LINK_SCHEME = 'voicedesk';

export const LINK_KINDS = ['calls', 'contacts', 'campaigns', 'agents'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export interface DeepLink {
  kind: LinkKind;
  id: string;
  /** The workspace (profile id) the record belongs to; absent: the active one. */
  workspace?: string | undefined;
}

export type ParsedLink = { ok: true; link: DeepLink } | { ok: false; reason: string };

const ID_PREFIX: Record<LinkKind, string> = { calls: 'call_', contacts: 'contact_', campaigns: 'campaign_', agents: 'agent_' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Profile ids are slugs, hosts with a port, or `demo`. */
const WORKSPACE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;
/** Longer than any real link; a longer one is refused before it is parsed. */
const MAX_LINK_LENGTH = 2000;

export function parseDeepLink(text: string): ParsedLink {
  if (text.length > MAX_LINK_LENGTH) return refuse('The link is too long to be a VoiceDesk link.');
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return refuse('This is not a link.');
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return refuse(`Only ${DEEP_LINK_SCHEME}:// links open records in VoiceDesk; this one starts with ${url.protocol}//.`);
  if (url.username || url.password || url.port) return refuse('The link has parts a VoiceDesk link never has (a user name or a port).');
  if (url.hash) return refuse('The link has a #fragment a VoiceDesk link never has.');
  // In `voicedesk://calls/<id>` the kind parses as the host, the id as the path.
  const kind = url.hostname.toLowerCase();
  if (!isLinkKind(kind)) return refuse(`VoiceDesk links open calls, contacts, campaigns or agents, not "${kind || 'nothing'}".`);
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (segments.length !== 1 || url.pathname !== `/${segments[0]}`) return refuse(`The link must name one ${singular(kind)}: ${DEEP_LINK_SCHEME}://${kind}/<id>.`);
  const id = decodeSegment(segments[0] ?? '');
  if (id === undefined || !isRecordId(kind, id)) return refuse(`"${segments[0] ?? ''}" is not a ${singular(kind)} id; it should look like ${ID_PREFIX[kind]}<uuid>.`);
  const keys = [...url.searchParams.keys()];
  if (keys.some((key) => key !== 'workspace') || keys.length > 1) return refuse('The link has settings other than ?workspace=, which VoiceDesk does not know.');
  const workspace = url.searchParams.get('workspace');
  if (workspace !== null && !WORKSPACE_ID.test(workspace)) return refuse('The workspace named in the link is not a workspace id.');
  return { ok: true, link: { kind, id: id.toLowerCase(), ...(workspace === null ? {} : { workspace }) } };
}

/** The link to a record, as "Copy link" puts it on the clipboard. */
export function formatDeepLink(link: DeepLink): string {
  const query = link.workspace === undefined ? '' : `?workspace=${encodeURIComponent(link.workspace)}`;
  return `${DEEP_LINK_SCHEME}://${link.kind}/${encodeURIComponent(link.id)}${query}`;
}

/** Whether a record id can be shared as a link (a local id, for a record not yet sent, cannot). */
export function isRecordId(kind: LinkKind, id: string): boolean {
  const prefix = ID_PREFIX[kind];
  return id.toLowerCase().startsWith(prefix) && UUID.test(id.slice(prefix.length));
}

export function isLinkKind(value: string): value is LinkKind {
  return (LINK_KINDS as readonly string[]).includes(value);
}

/** The first argument that is a link of ours: Windows and Linux hand links to the app on its command line. */
export function linkArgument(argv: readonly string[]): string | undefined {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`));
}

function singular(kind: LinkKind): string {
  return kind.slice(0, -1);
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function refuse(reason: string): ParsedLink {
  return { ok: false, reason };
}
