import { afterEach } from 'vitest';
import { dispatchRequest } from '../../src/main/service/dispatch';
import { createProfileRegistry } from '../../src/main/profiles/profile-registry';
import { createCoreService } from '../../src/main/service/core-service';
import { createMirrorHandles } from '../../src/main/service/mirror-handles';
import { createMirrorWriters } from '../../src/main/service/mirror-writers';
import { createTrackerCounting } from '../../src/main/service/tracker-counting';
import { methods, type MethodName, type MethodOutput } from '../../src/shared/contract/contract';
import { resultSchema, type Result } from '../../src/shared/contract/result';
import { useTempMirrors } from './temp-mirrors';

/**
 * The core service over real mirror files (one profile each, `p0`, `p1`…),
 * reached as the renderer reaches it: through dispatch (input parsed by the
 * contract), every reply parsed by the method's output schema. Read handles
 * and write connections (the user's own settings) are closed after each
 * test; the files are written by another connection, as the profile worker
 * writes them.
 */
export function useCoreOnMirrors() {
  const mirrors = useTempMirrors();
  const closers: { close(): void }[] = [];
  afterEach(() => {
    for (const closer of closers.splice(0)) closer.close();
  });

  function coreOn(...mirrorFiles: string[]) {
    const profiles = createProfileRegistry({
      ephemeral: mirrorFiles.map((mirrorFile, index) => ({ id: `p${index}`, name: `Workspace ${index}`, baseUrl: 'http://127.0.0.1:9', apiKey: 'sk_test_abcdefgh', demo: false, mirrorFile })),
    });
    const readers = createMirrorHandles(profiles);
    const writers = createMirrorWriters(profiles);
    closers.push(readers, writers);
    const counting = createTrackerCounting();
    const handlers = createCoreService({ info: { name: 'VoiceDesk', version: '0.0.0-test', mode: 'browser', platform: 'test' }, profiles, mirrors: readers, writers, counting });
    async function call<M extends MethodName>(method: M, params: unknown): Promise<Result<MethodOutput<M>>> {
      const reply = await dispatchRequest(handlers, method, params);
      // What the renderer would do with it: parse by the method's own schema.
      return resultSchema(methods[method].output).parse(reply) as Result<MethodOutput<M>>;
    }
    async function value<M extends MethodName>(method: M, params: unknown): Promise<MethodOutput<M>> {
      const reply = await call(method, params);
      if (!reply.ok) throw new Error(`${method} failed: ${reply.error.message}`);
      return reply.value;
    }
    return { call, value, profiles, handlers, readers, writers, counting };
  }

  return { mirrors, coreOn };
}
