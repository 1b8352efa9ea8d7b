import type { VoiceDeskBridge } from '../../../shared/contract/bridge';
import { TransportError, type Transport } from './transport';

/**
 * The desktop app's transport: the bridge the preload exposes as
 * `window.voicedesk`. It is passed in rather than read from `window` so that
 * it can be tested without a browser.
 */
export function createIpcTransport(bridge: VoiceDeskBridge): Transport {
  const stops = new Set<() => void>();
  return {
    async request(method, params) {
      try {
        return await bridge.invoke(method, params);
      } catch {
        // The core answers every request with a Result; a rejection means the
        // message never made it (no handler yet, or a value IPC cannot clone).
        throw new TransportError('The app window could not reach the app. Restarting the app may help.');
      }
    },
    onEvent(listener) {
      const stop = bridge.onEvent(listener);
      stops.add(stop);
      return () => {
        stops.delete(stop);
        stop();
      };
    },
    close() {
      for (const stop of stops) stop();
      stops.clear();
    },
  };
}
