import type { Rollup } from 'vite';

/** `chunk` and every chunk it imports statically, depth first, each once. */
export function withStaticImports(
  chunk: Rollup.OutputChunk,
  byFile: ReadonlyMap<string, Rollup.OutputChunk>,
  seen = new Set<string>(),
): Rollup.OutputChunk[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  return [
    chunk,
    ...chunk.imports.flatMap((file) => {
      const imported = byFile.get(file);
      return imported ? withStaticImports(imported, byFile, seen) : [];
    }),
  ];
}
