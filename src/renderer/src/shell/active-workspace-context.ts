import { createContext, useContext } from 'solid-js';

/** The active workspace's id, for the views that name it (a record's link); null before the list is read. */
export const ActiveWorkspaceContext = createContext<() => string | null>(() => null);

export function useActiveWorkspace(): () => string | null {
  return useContext(ActiveWorkspaceContext);
}
