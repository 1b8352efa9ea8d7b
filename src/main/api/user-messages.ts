import type { ApiErrorInit } from './api-error';
import { assertNever } from '../../shared/assert-never';

/**
 * One or two plain sentences per failure for people who are not engineers:
 * what happened, then what to do. Never technical codes alone, never the key.
 */
export function userMessageFor(error: ApiErrorInit): string {
  return describe(error) + doubt(error);
}

function describe(error: ApiErrorInit): string {
  const host = error.host ?? 'the service';
  switch (error.kind) {
    case 'unauthorized':
      return 'The workspace refused the API key. It may have been revoked; enter a new key.';
    case 'forbidden':
      return error.readOnlyKey
        ? 'This API key may only read, so the change was not saved. Enter a key with write permission to make changes.'
        : `The API key is not allowed to do this${quoted(error.serverMessage)}. Ask your workspace administrator for access.`;
    case 'not_found':
      return `The ${subjectOf(error)} was not found in the workspace; it may have been deleted. Refresh to see the current list.`;
    case 'invalid':
      if (error.status === undefined) {
        return `VoiceDesk did not send the ${error.subject ?? 'request'}: ${reason(error)}. Correct it and try again.`;
      }
      return `The workspace did not accept the ${subjectOf(error)}: ${reason(error)}. Correct it and try again.`;
    case 'conflict':
      if (error.code === 'no_contacts') return 'The campaign has no contacts to call. Add contacts to it, then start it again.';
      return `The workspace refused the change${quoted(error.serverMessage)}. Refresh and try again.`;
    case 'rate_limited':
      return `The workspace is busy with too many requests; VoiceDesk will continue by itself${inSeconds(error.retryAfterMs)}.`;
    case 'unknown_route':
      return `VoiceDesk and the service disagree about the API (no route for ${routeOf(error)}). Update VoiceDesk, or tell your administrator the service may need updating.`;
    case 'server':
      return 'The service had an internal error. Try again in a few minutes; if it keeps happening, tell your workspace administrator.';
    case 'gateway':
      return `The service is temporarily unavailable${error.status ? ` (HTTP ${error.status})` : ''}. Try again in a few minutes.`;
    case 'network':
      switch (error.network) {
        case 'refused':
          return `VoiceDesk could not connect to ${host}. Check your internet connection and the workspace address.`;
        case 'dns':
          return `VoiceDesk could not find ${host}. Check the workspace address and your internet connection.`;
        case 'tls':
          return `VoiceDesk could not set up a secure connection to ${host}. Check the workspace address, or ask your administrator about the certificate.`;
        default:
          return `The connection to ${host} was interrupted. Check your internet connection and try again.`;
      }
    case 'timeout':
      return `${capitalised(host)} did not answer${error.timeoutMs ? ` within ${Math.round(error.timeoutMs / 1000)} seconds` : ' in time'}. Check your internet connection and try again.`;
    case 'cancelled':
      return 'The request was cancelled.';
    case 'bad_response':
      return error.outcome === 'applied'
        ? 'The change was saved, but VoiceDesk could not read the reply; it will refresh the record. If this keeps happening, update VoiceDesk.'
        : `The service sent an answer VoiceDesk could not read${error.serverMessage ? ` (${error.serverMessage})` : ''}. Try again; if it keeps happening, check the workspace address or update VoiceDesk.`;
    default:
      return assertNever(error.kind, 'API error kind');
  }
}

/** A write whose fate is unknown must say so: the person may otherwise redo it by hand. */
function doubt(error: ApiErrorInit): string {
  return error.outcome === 'unknown' ? ' The change may or may not have been saved; VoiceDesk will check before sending it again.' : '';
}

const RESOURCE_NAMES: Record<string, string> = { agents: 'agent', campaigns: 'campaign', contacts: 'contact', calls: 'call' };

/** `contact_not_found` → contact; else the first segment of the path; else "record". */
function subjectOf(error: ApiErrorInit): string {
  const fromCode = error.code?.match(/^([a-z]+)_not_found$/)?.[1];
  if (fromCode && fromCode !== 'resource') return fromCode;
  const segment = error.path?.split(/[/?]/).filter(Boolean)[0];
  if (error.kind === 'invalid') return error.subject ?? (segment && RESOURCE_NAMES[segment]) ?? 'request';
  return (segment && RESOURCE_NAMES[segment]) ?? 'record';
}

function reason(error: ApiErrorInit): string {
  if (error.problems && error.problems.length > 0) {
    return error.problems.map((p) => (p.field ? `${p.field} ${p.message}` : p.message)).join('; ');
  }
  return error.serverMessage?.replace(/\.$/, '') ?? 'it was not valid';
}

function quoted(message: string | undefined): string {
  return message ? ` ("${message.replace(/\.$/, '')}")` : '';
}

function inSeconds(ms: number | undefined): string {
  if (ms === undefined) return ' shortly';
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return ` in ${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** The route as the server named it (`POST /v1/x`), else as we sent it. */
function routeOf(error: ApiErrorInit): string {
  if (error.route) return error.route;
  const path = error.path?.split('?')[0];
  return [error.method, path === undefined ? undefined : `/v1${path}`].filter(Boolean).join(' ') || 'this request';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
