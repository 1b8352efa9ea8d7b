import type { DataPaths } from '../files/data-paths';
import { CoreFailure } from './dispatch';
import { defaultMirrorFile } from '../profiles/mirror-files';
import type { EphemeralProfile, ProfileRegistry } from '../profiles/profile-registry';

/**
 * The embedded demo workspace, as a profile of this run: started with the
 * app (`npm start`), or on request from the welcome screen when the app
 * started on the saved workspaces alone. Its key comes from the sandbox
 * process at each launch and is held in memory; its id is always `demo`,
 * so its mirror (and a paused sync) carry over from one launch to the next.
 */
export const DEMO_PROFILE_ID = 'demo';

/** A running demo sandbox: its address, its write key, and how to stop it. */
export interface DemoLaunch {
  baseUrl: string;
  apiKey: string;
  stop(): Promise<void>;
}

export function demoProfile(baseUrl: string, apiKey: string, paths: Pick<DataPaths, 'profilesDir'>, mirrorFile?: string): EphemeralProfile {
  return { id: DEMO_PROFILE_ID, name: 'Demo workspace', baseUrl, apiKey, demo: true, mirrorFile: mirrorFile ?? defaultMirrorFile(paths.profilesDir, DEMO_PROFILE_ID) };
}

export interface DemoWorkspace {
  /** Makes the demo the active workspace, starting its sandbox first when needed. */
  open(): Promise<void>;
  /** Stops the sandbox if it was started here. */
  close(): Promise<void>;
}

export function createDemoWorkspace(deps: { profiles: ProfileRegistry; paths: Pick<DataPaths, 'profilesDir'>; launch?: () => Promise<DemoLaunch> }): DemoWorkspace {
  const { profiles } = deps;
  let launching: Promise<DemoLaunch> | undefined;

  async function launched(launch: () => Promise<DemoLaunch>): Promise<void> {
    // Two clicks share one sandbox.
    launching ??= launch().then(
      (demo) => {
        profiles.addEphemeral(demoProfile(demo.baseUrl, demo.apiKey, deps.paths));
        return demo;
      },
      (error: unknown) => {
        launching = undefined;
        throw new CoreFailure('unavailable', `The demo workspace could not start. ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    await launching;
  }

  return {
    async open() {
      if (!profiles.get(DEMO_PROFILE_ID)) {
        if (!deps.launch) throw new CoreFailure('unavailable', 'The demo workspace is not available in this run of the app.');
        await launched(deps.launch);
      }
      profiles.switchTo(DEMO_PROFILE_ID);
    },
    async close() {
      const demo = await launching?.catch(() => undefined);
      await demo?.stop();
    },
  };
}
