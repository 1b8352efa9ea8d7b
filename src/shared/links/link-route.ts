import type { DeepLink, LinkKind } from './deep-link';

/**
 * Where a parsed link takes the app (the renderer carries it out): to the
 * workspace it names, when that is not the active one, then to the record.
 * A link naming a workspace this computer does not have is refused rather
 * than opened in another workspace, where the same id would name nothing or,
 * worse, look like a missing record of the wrong workspace.
 */
export interface LinkWorkspaces {
  profiles: readonly { id: string; name: string }[];
  activeId: string | null;
}

export type LinkRoute =
  | { ok: true; switchTo: string | null; kind: LinkKind; id: string }
  | { ok: false; reason: string };

export function routeLink(link: DeepLink, workspaces: LinkWorkspaces): LinkRoute {
  if (link.workspace === undefined || link.workspace === workspaces.activeId) {
    if (workspaces.activeId === null) return { ok: false, reason: 'Open or connect a workspace first; the link names a record in one.' };
    return { ok: true, switchTo: null, kind: link.kind, id: link.id };
  }
  const named = workspaces.profiles.find((profile) => profile.id === link.workspace);
  if (!named) return { ok: false, reason: `The link is for the workspace "${link.workspace}", which is not set up on this computer. Connect it first (Manage workspaces).` };
  return { ok: true, switchTo: named.id, kind: link.kind, id: link.id };
}
