import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../shared/contract/bridge';
import { createBridge } from './create-bridge';

// The whole preload: it runs sandboxed, so it stays this small and imports
// nothing but Electron and the zod-free bridge types (see create-bridge.ts).
contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
