import { z } from 'zod';
import { coreErrorSchema } from './result';

/**
 * Framing of the contract on a message transport (the browser-mode
 * WebSocket). Electron IPC carries the same request and reply objects through
 * `ipcRenderer.invoke`, and events through `webContents.send`.
 */

export const requestFrame = z.object({
  type: z.literal('request'),
  id: z.number().int().nonnegative(),
  method: z.string().min(1).max(100),
  params: z.unknown(),
});

export const replyFrame = z.object({
  type: z.literal('reply'),
  id: z.number().int().nonnegative(),
  result: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value: z.unknown() }),
    z.object({ ok: z.literal(false), error: coreErrorSchema }),
  ]),
});

export const eventFrame = z.object({
  type: z.literal('event'),
  name: z.string().min(1),
  payload: z.unknown(),
});

export const serverFrame = z.discriminatedUnion('type', [replyFrame, eventFrame]);

export type RequestFrame = z.infer<typeof requestFrame>;
export type ReplyFrame = z.infer<typeof replyFrame>;
export type EventFrame = z.infer<typeof eventFrame>;
export type ServerFrame = z.infer<typeof serverFrame>;

/**
 * The IPC channels. They are defined in bridge.ts, which imports no zod, so
 * that the sandboxed preload can use them without pulling in a dependency.
 */
export { IPC_REQUEST_CHANNEL, IPC_EVENT_CHANNEL } from './bridge';
