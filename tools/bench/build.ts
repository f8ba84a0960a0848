import { spawn } from 'node:child_process'
import { dirname, join } from 'node:path'

/** What is measured is the production build, whatever NODE_ENV the shell has. */
export const PRODUCTION = { NODE_ENV: 'production' }

/** Runs a command in `cwd`, this Node first on PATH (npm's scripts need Node 24); its output is shown only when it fails. */
export function run(cwd: string, command: string, args: ReadonlyArray<string>, extraEnv: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...extraEnv, PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` }
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Array<Buffer> = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      process.stderr.write(Buffer.concat(output).subarray(-20_000))
      reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (${signal ?? `exit code ${code}`})`))
    })
  })
}

const step = (root: string, args: Array<string>) => run(root, process.execPath, args, PRODUCTION)

/** `npm run build` (the server, Vite, then the prerendered pages); resolves to the wall time in ms. */
export async function buildShop(root: string): Promise<number> {
  const started = performance.now()
  await step(root, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'])
  await step(root, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'])
  await step(root, [join(root, 'tools', 'build', 'prerender.ts')])
  return Math.round(performance.now() - started)
}
