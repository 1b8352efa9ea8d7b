import { build, type ImportKind, type Platform } from 'esbuild';

/**
 * The modules a built file names (static imports, re-exports, dynamic
 * imports and requires with a literal name), as a JavaScript parser sees
 * them, so that names in comments and strings (a library's doc comments) do
 * not count. esbuild is the parser tsx already brings. Nothing is followed:
 * each file is read alone.
 */
export async function importsOfBundle(file: string, options: { platform?: Platform } = {}): Promise<{ specifier: string; kind: ImportKind }[]> {
  const found: { specifier: string; kind: ImportKind }[] = [];
  await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    ...(options.platform ? { platform: options.platform } : {}),
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'collect-imports',
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'entry-point') return undefined;
            found.push({ specifier: args.path, kind: args.kind });
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return found;
}
