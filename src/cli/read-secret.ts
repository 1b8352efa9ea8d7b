import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { CliFailure } from './cli-failure';

/**
 * Reads a secret for the CLI: the whole of standard input when it is a pipe
 * or a file (automation: `pass show acme | voicedesk login …`), or a prompt
 * on the terminal that shows nothing as it is typed. The secret is returned,
 * never printed; the prompt goes to stderr so stdout stays for results.
 */
export async function readSecret(prompt: string, input: NodeJS.ReadStream = process.stdin, output: NodeJS.WriteStream = process.stderr): Promise<string> {
  const secret = input.isTTY ? await promptHidden(prompt, input, output) : await readAll(input);
  return secret.trim();
}

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * readline in terminal mode puts the terminal in raw mode, so the terminal
 * itself does not echo; readline's own echo goes to a stream that drops it.
 * The prompt is shown only once raw mode is on: a key typed (or pasted) as
 * soon as the prompt appears must not be echoed by the terminal either.
 */
function promptHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input, output: muted, terminal: true });
  output.write(prompt);
  return new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    lines.once('SIGINT', () => reject(new CliFailure('cancelled; nothing was stored', 130)));
    lines.once('close', () => reject(new CliFailure('no API key was entered; nothing was stored')));
  }).finally(() => {
    lines.close();
    output.write('\n');
  });
}
