type ModuleInfo = { importedIds: ReadonlyArray<string> }
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }

type ShellOptions = {
  /** Modules neither taken nor followed (a library loaded on demand). */
  lazy?: ReadonlyArray<RegExp>
  /** The entry, which imports `start` dynamically: what it imports statically stays out of the shell. */
  entry?: string
}

/**
 * A Rolldown `codeSplitting` group: the module `start` and every module it imports statically,
 * directly or not (the router, Lingui, the layout), go into one `shell` chunk. Modules matching `lazy`
 * are neither taken nor followed: a library's index re-exports all of it, so following it would
 * pull the whole library into the shell even where the entry only uses a sliver of it (Query's
 * context) and the rest is loaded on demand.
 *
 * Left alone, Rolldown keeps each module that lazy route chunks share with the entry in a chunk of
 * its own: a page started from some 35 files, many under 300 bytes, and issuing their preloads
 * alone took ~50 ms of main thread on a 4x slower CPU. (Rolldown's built-in `$initial` tag
 * groups the same modules but takes the entry module in too, and the page then never starts.)
 *
 * `start` must not await at its top level: it imports route chunks (`router.load()`) that import
 * the shell, and a chunk cannot wait for a chunk that waits for it. The entry (src/main.tsx),
 * which does, imports `start` dynamically. What the entry imports statically (a yield, Vite's
 * preload helper) goes into a small `boot` chunk instead: left to Rolldown, it went into the
 * shell, and the entry then imported the shell statically and evaluated it before its first
 * line. Groups of a higher priority (React) take their modules first.
 */
export function shellChunk(start: string, { lazy = [], entry }: ShellOptions = {}) {
  const graphs = new WeakMap<ChunkingContext, Map<string, string>>()

  function staticGraph(ctx: ChunkingContext, from: string): Set<string> {
    const graph = new Set([from])
    const queue = [from]
    while (queue.length > 0) {
      for (const id of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (!graph.has(id) && !lazy.some((pattern) => pattern.test(id))) {
          graph.add(id)
          queue.push(id)
        }
      }
    }
    return graph
  }

  function chunkOf(ctx: ChunkingContext): Map<string, string> {
    let chunks = graphs.get(ctx)
    if (chunks) return chunks
    chunks = new Map([...staticGraph(ctx, start)].map((id) => [id, 'shell']))
    if (entry) for (const id of staticGraph(ctx, entry)) if (id !== entry) chunks.set(id, 'boot')
    graphs.set(ctx, chunks)
    return chunks
  }

  return {
    debugName: 'shell',
    name(moduleId: string, ctx: ChunkingContext): string | null {
      return chunkOf(ctx).get(moduleId) ?? null
    },
  }
}
