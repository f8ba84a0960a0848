type ModuleInfo = { importedIds: ReadonlyArray<string> }
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }

type ShellOptions = { entry?: string }

/** Why, and the rules `start` must keep: docs/performance.md#one-shell-chunk. */
export function shellChunk(start: string, { entry }: ShellOptions = {}) {
  const graphs = new WeakMap<ChunkingContext, Map<string, string>>()

  function staticGraph(ctx: ChunkingContext, from: string): Set<string> {
    const graph = new Set([from])
    const queue = [from]
    while (queue.length > 0) {
      for (const id of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (!graph.has(id)) {
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
