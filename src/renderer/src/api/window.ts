import type { VoiceDeskBridge } from '../../../shared/contract/bridge';

// The preload exposes the bridge as `window.voicedesk` (BRIDGE_GLOBAL) in the
// Electron window only; in browser mode it is absent.
declare global {
  interface Window {
    readonly voicedesk?: VoiceDeskBridge;
  }
}
