/**
 * A chunk of the console's code that could not load: webpack's and rspack's chunk loaders reject the
 * `import()` with an Error named `ChunkLoadError` (a 404, a refused script, the network gone).
 */
export function isChunkLoadError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
