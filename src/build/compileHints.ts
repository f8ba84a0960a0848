import type { Plugin } from 'vite'

/** V8's magic comment (Chrome 136+): compile all of the file's functions as it loads. Only as the first line. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Marks the named chunks for eager compilation. V8 then compiles each of their functions while it
 * streams the file in, off the main thread, instead of one at a time on the main thread as each is
 * first called, in the middle of the page's start. Only worth it for chunks whose functions nearly
 * all run as a page starts; browsers without compile hints read a comment. The file names were
 * hashed before this: the hint leaves them as they are, the same line on every build.
 */
export function compileHints(chunkNames: ReadonlyArray<string>): Plugin {
  return {
    name: 'shop:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite has added its own first line (`__vite__mapDeps`) to the chunks that need one.
      order: 'post',
      handler(_options, bundle) {
        for (const name of chunkNames) {
          const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === name)
          if (chunk?.type !== 'chunk') throw new Error(`compileHints: the build has no chunk named "${name}"`)
          chunk.code = `${COMPILE_ALL_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
