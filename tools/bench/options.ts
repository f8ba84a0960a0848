/**
 * Command-line options of `npm run bench`:
 *   --quick            1 Lighthouse run and 3 interaction samples per page (same as BENCH_RUNS=1)
 *   --pages=/faq,/zh   only these pages (as addressed: English as is, Chinese with /zh)
 *   --strict           exit 1 when a budget fails (the default is a report: exit 0)
 *   --no-build         measure the existing dist/ (no build time is recorded)
 *   --skip=lighthouse,interactions,bytes,search,checkout   leave parts out (side by side:
 *                      lighthouse, interactions or search, to A/B one mechanism's own figures;
 *                      the first keystroke is taken on /faq only)
 *   --cpu-slowdown=4   Lighthouse's CPU multiplier. The default, `auto`, calibrates it to this
 *                      host as Lighthouse's docs (docs/throttling.md) advise: 4x on a fast desktop
 *                      (benchmarkIndex 1500+), 2x from 800, 1x below (tools/bench/calibrate.ts).
 *                      The report says which it used and why.
 *   --against=REF      side by side with another commit (built in a git worktree), interleaved:
 *                      ratios B/A with their spread (tools/bench/sideBySide.ts)
 *   --peer             side by side with the origin stack (../shared/peers/nuxt-shop)
 *   --pairs=10         interleaved pairs of a side-by-side run (also BENCH_PAIRS)
 * Environment: BENCH_RUNS (Lighthouse runs), BENCH_SAMPLES (interaction samples),
 * BENCH_PORT (the shop's port, default an ephemeral one), BENCH_DEBUG_PORT (Chromium's
 * debugging port for Lighthouse, default an ephemeral one), CHROMIUM_PATH.
 */
/** Lighthouse's own default for mobile, meant for a fast desktop host. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4

export type Part = 'bytes' | 'lighthouse' | 'interactions' | 'search' | 'checkout'

export type BenchOptions = {
  lighthouseRuns: number
  interactionSamples: number
  pages: ReadonlyArray<string> | null
  strict: boolean
  build: boolean
  skip: ReadonlySet<Part>
  port: number
  debugPort: number
  /** A multiplier, or `auto`: calibrated to this host's benchmarkIndex before the runs. */
  cpuSlowdown: number | 'auto'
  /** A commit to measure side by side with this tree, or null. */
  against: string | null
  /** The origin stack side by side with this tree. */
  peer: boolean
  pairs: number
}

function positiveInt(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, not ${JSON.stringify(value)}`)
  return n
}

export function parseOptions(argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv = process.env): BenchOptions {
  const flags = new Map<string, string>()
  for (const arg of argv) {
    const match = /^--([\w-]+)(?:=(.*))?$/.exec(arg)
    if (!match) throw new Error(`Unknown argument ${arg} (see tools/bench/options.ts)`)
    flags.set(match[1]!, match[2] ?? '')
  }
  const known = ['quick', 'pages', 'strict', 'no-build', 'skip', 'cpu-slowdown', 'against', 'peer', 'pairs']
  for (const name of flags.keys()) {
    if (!known.includes(name)) throw new Error(`Unknown flag --${name}; known: ${known.map((k) => `--${k}`).join(' ')}`)
  }
  const quick = flags.has('quick')
  const skip = new Set<Part>()
  for (const part of (flags.get('skip') ?? '').split(',').filter(Boolean)) {
    if (part !== 'bytes' && part !== 'lighthouse' && part !== 'interactions' && part !== 'search' && part !== 'checkout')
      throw new Error(`--skip: unknown part ${part}`)
    skip.add(part)
  }
  const cpuFlag = flags.get('cpu-slowdown') ?? 'auto'
  const cpuSlowdown = cpuFlag === 'auto' ? 'auto' : Number(cpuFlag)
  if (cpuSlowdown !== 'auto' && !(cpuSlowdown >= 1 && cpuSlowdown <= 20)) {
    throw new Error(`--cpu-slowdown must be auto or a number from 1 to 20, not ${JSON.stringify(flags.get('cpu-slowdown'))}`)
  }
  const pages = flags.has('pages')
    ? flags
        .get('pages')!
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : null
  const against = flags.get('against') ?? null
  if (against === '') throw new Error('--against needs a commit: --against=HEAD~1')
  if (against !== null && flags.has('peer')) throw new Error('--against and --peer each measure one pair of builds: choose one')
  return {
    against,
    peer: flags.has('peer'),
    pairs: positiveInt(flags.get('pairs'), '--pairs') ?? positiveInt(env.BENCH_PAIRS, 'BENCH_PAIRS') ?? 10,
    lighthouseRuns: positiveInt(env.BENCH_RUNS, 'BENCH_RUNS') ?? (quick ? 1 : 3),
    interactionSamples: positiveInt(env.BENCH_SAMPLES, 'BENCH_SAMPLES') ?? (quick ? 3 : 5),
    pages: pages && pages.length > 0 ? pages : null,
    strict: flags.has('strict'),
    build: !flags.has('no-build'),
    skip,
    port: positiveInt(env.BENCH_PORT, 'BENCH_PORT') ?? 0,
    debugPort: positiveInt(env.BENCH_DEBUG_PORT, 'BENCH_DEBUG_PORT') ?? 0,
    cpuSlowdown,
  }
}
