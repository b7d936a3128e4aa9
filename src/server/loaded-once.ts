/**
 * A value (usually a module, or something made from one) loaded on its first use and kept: an
 * `import()` of a module already loaded still asks the module loader each time, about 2 ms under
 * tsx (docs/architecture.md §14, Memory and start-up).
 */
export function loadedOnce<Value>(load: () => Promise<Value>): () => Promise<Value> {
  let loading: Promise<Value> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
