/**
 * Whether the desktop app opens the demo workspace at once. An installed app
 * starts like `voicedesk ui --no-demo`: the saved workspaces, or the welcome
 * screen on a first run. `npm start` from a checkout opens the demo at once,
 * as the README's first command promises, and says so in this variable.
 */
export const OPEN_DEMO_ENV = 'VOICEDESK_OPEN_DEMO';

export function opensDemoAtStart(run: { isPackaged: boolean; env: Readonly<Record<string, string | undefined>> }): boolean {
  return !run.isPackaged && run.env[OPEN_DEMO_ENV] === '1';
}
