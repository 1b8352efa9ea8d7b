import { existsSync, readFileSync, rmSync } from 'node:fs';
import { z } from 'zod';
import { writeFileAtomically } from '../files/write-file-atomically';
import type { SecretStore } from './secret-store';

/**
 * The fallback for computers without a usable keychain: keys in a plain JSON
 * file in the data folder, readable by the user only (0600) but not
 * encrypted. Policy: used only after the user explicitly opted in (the CLI's
 * `--insecure-key-file`, or `allowInsecureFallback` sent by the UI after it
 * asked), and its warning is shown whenever it is chosen. The file is deleted
 * once it holds no key.
 */
export const UNPROTECTED_FILE_WARNING =
  'The key is kept in an unprotected file on this computer (readable by your user account only, but not encrypted): anyone who can read your files, or your backups, can read the key. Store it in a keychain instead when one is available.';

const fileSchema = z.object({ version: z.literal(1), secrets: z.record(z.string(), z.string()) });

export function createUnprotectedFileSecretStore(file: string): SecretStore {
  const read = (): Record<string, string> => {
    if (!existsSync(file)) return {};
    // JSON.parse's own message quotes the text it choked on, which here is keys: never let it out.
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      json = undefined;
    }
    const parsed = fileSchema.safeParse(json);
    if (!parsed.success) throw new Error(`${file} is not a readable VoiceDesk key file; move it away and store the keys again.`);
    return parsed.data.secrets;
  };
  const write = (secrets: Record<string, string>) => {
    if (Object.keys(secrets).length === 0) rmSync(file, { force: true });
    else writeFileAtomically(file, `${JSON.stringify({ version: 1, secrets }, null, 2)}\n`);
  };

  return {
    async get(account) {
      const secrets = read();
      return Object.hasOwn(secrets, account) ? secrets[account] : undefined;
    },
    async set(account, secret) {
      write({ ...read(), [account]: secret });
    },
    async delete(account) {
      const secrets = read();
      if (!Object.hasOwn(secrets, account)) return false;
      delete secrets[account];
      write(secrets);
      return true;
    },
    describe: () => ({ kind: 'unprotected-file', warning: UNPROTECTED_FILE_WARNING }),
  };
}
