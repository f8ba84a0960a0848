type ModuleInfo = { importedIds: ReadonlyArray<string> }
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }

/**
 * A Rolldown `codeSplitting` group: every module the entry imports statically, directly or not
 * (React, the router, Lingui, the layout), goes into one `shell` chunk. Modules matching `lazy`
 * are neither taken nor followed: a library's index re-exports all of it, so following it would
 * pull the whole library into the shell even where the entry only uses a sliver of it (Query's
 * context) and the rest is loaded on demand.
 *
 * Left alone, Rolldown keeps each module that lazy route chunks share with the entry in a chunk of
 * its own: a page started from some 35 files, many under 300 bytes, and issuing their preloads
 * alone took ~50 ms of main thread on a 4x slower CPU. (Rolldown's built-in `$initial` tag
 * groups the same modules but takes the entry module in too, and the page then never starts.)
 *
 * The entry module itself stays out: it awaits `router.load()`, which imports route chunks that
 * import the shell, and a chunk cannot wait for a chunk that waits for it.
 */
export function shellChunk(entry: string, { lazy = [] }: { lazy?: ReadonlyArray<RegExp> } = {}) {
  const graphs = new WeakMap<ChunkingContext, Set<string>>()

  function staticGraph(ctx: ChunkingContext): Set<string> {
    let graph = graphs.get(ctx)
    if (graph) return graph
    graph = new Set([entry])
    const queue = [entry]
    while (queue.length > 0) {
      for (const id of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (!graph.has(id) && !lazy.some((pattern) => pattern.test(id))) {
          graph.add(id)
          queue.push(id)
        }
      }
    }
    graphs.set(ctx, graph)
    return graph
  }

  return {
    name(moduleId: string, ctx: ChunkingContext): string | null {
      if (moduleId === entry) return null
      return staticGraph(ctx).has(moduleId) ? 'shell' : null
    },
  }
}
