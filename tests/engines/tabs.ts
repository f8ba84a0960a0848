import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import puppeteer, { type Page } from 'puppeteer-core'
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver'

export type EngineName = 'firefox' | 'webkit'
export type Keys = 'Escape' | 'Enter' | 'ArrowDown' | 'Tab'

/** One browser tab, driven the same way in every engine; the journeys know nothing else. */
export type Tab = {
  readonly engine: EngineName
  /** Resizes the page's viewport (not the window) to `width` × `height` CSS pixels. */
  resize(width: number, height: number): Promise<void>
  /** Loads `url` and waits until the app has taken the page over (fails otherwise). */
  open(url: string): Promise<void>
  reload(): Promise<void>
  back(): Promise<void>
  /** Evaluates a JavaScript expression in the page (a promise is awaited). */
  read<T>(expression: string): Promise<T>
  /** A real click on the element `target` (an in-page expression for an Element) names. */
  click(target: string): Promise<void>
  /** Types `text` into the element `target` names, as keystrokes. */
  type(target: string, text: string): Promise<void>
  press(key: Keys): Promise<void>
  /** Forgets the shop's cookies, the HttpOnly session (and with it the cart) included: a new visitor. */
  clearCookies(): Promise<void>
  close(): Promise<void>
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export const enginesInstalled = (): Array<EngineName> => [
  ...(existsSync(FIREFOX) ? (['firefox'] as const) : []),
  ...(existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync('/usr/bin/xvfb-run') ? (['webkit'] as const) : []),
]

// The element is marked, then clicked by the driver itself: a real pointer event, not `el.click()`.
const MARK = 'data-engine-target'
const markScript = (target: string) => `(() => {
  for (const old of document.querySelectorAll('[${MARK}]')) old.removeAttribute('${MARK}')
  const element = ${target}
  if (!element) throw new Error('no element: ' + ${JSON.stringify(target)})
  element.scrollIntoView({ block: 'nearest' })
  element.setAttribute('${MARK}', '')
  return true
})()`
const WAIT_FOR_APP = `new Promise((resolve, reject) => {
  const started = Date.now()
  const check = () => document.documentElement.hasAttribute('data-interactive') ? resolve(true)
    : Date.now() - started > 15000 ? reject(new Error('the app never took the page over: ' + location.href)) : setTimeout(check, 50)
  check()
})`

export async function openFirefox(): Promise<Tab> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
  const page: Page = (await browser.pages())[0] ?? (await browser.newPage())
  const read = <T>(expression: string) => page.evaluate(expression) as Promise<T>
  return {
    engine: 'firefox',
    resize: (width, height) => page.setViewport({ width, height }),
    async open(url) {
      await page.goto(url)
      await read(WAIT_FOR_APP)
    },
    async reload() {
      await page.reload()
      await read(WAIT_FOR_APP)
    },
    back: async () => void (await page.goBack()),
    read,
    async click(target) {
      await read(markScript(target))
      await page.click(`[${MARK}]`)
    },
    async type(target, text) {
      await read(markScript(target))
      await page.type(`[${MARK}]`, text)
    },
    press: (key) => page.keyboard.press(key),
    clearCookies: async () => void (await browser.deleteCookie(...(await browser.cookies()))),
    close: () => browser.close(),
  }
}

const KEYS: Record<Keys, string> = { Escape: Key.ESCAPE, Enter: Key.ENTER, ArrowDown: Key.ARROW_DOWN, Tab: Key.TAB }

/** MiniBrowser through WebKitWebDriver, on a virtual display of its own. */
export async function openWebKit(): Promise<Tab> {
  const port = 4444 + Math.floor(Math.random() * 1000)
  const server: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  })
  let driver: WebDriver | undefined
  for (let attempt = 0; attempt < 50 && !driver; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      })
      .build()
      .catch(() => undefined)
  }
  if (!driver) {
    if (server.pid) process.kill(-server.pid)
    throw new Error('WebKitWebDriver did not start')
  }
  const session = driver
  const read = <T>(expression: string) =>
    session.executeAsyncScript(
      `const done = arguments[arguments.length - 1]; Promise.resolve(${expression}).then(done, (error) => done({ __error: String(error) }))`,
    ) as Promise<T>
  const readOrThrow = async <T>(expression: string): Promise<T> => {
    const value = await read<T>(expression)
    if (value && typeof value === 'object' && '__error' in value) throw new Error(String(value.__error))
    return value
  }
  const marked = () => session.findElement(By.css(`[${MARK}]`))
  return {
    engine: 'webkit',
    async resize(width, height) {
      // The window may have chrome around the page, and GTK resizes it a little later: aim, look, correct.
      let outer = { width, height }
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await session.manage().window().setRect(outer)
        await new Promise((resolve) => setTimeout(resolve, 100))
        const inner = await readOrThrow<{ w: number; h: number }>('({ w: innerWidth, h: innerHeight })')
        if (inner.w === width && inner.h === height) return
        if (process.env.ENGINES_DEBUG) console.log('resize', outer, inner)
        outer = { width: outer.width + width - inner.w, height: outer.height + height - inner.h }
      }
      throw new Error(`WebKit: the page cannot be made ${width} × ${height} px wide`)
    },
    async open(url) {
      await session.get(url)
      await readOrThrow(WAIT_FOR_APP)
    },
    async reload() {
      await session.navigate().refresh()
      await readOrThrow(WAIT_FOR_APP)
    },
    back: () => session.navigate().back(),
    read: readOrThrow,
    async click(target) {
      await readOrThrow(markScript(target))
      await (await marked()).click()
    },
    async type(target, text) {
      await readOrThrow(markScript(target))
      await (await marked()).sendKeys(text)
    },
    press: (key) => session.actions().sendKeys(KEYS[key]).perform(),
    clearCookies: () => session.manage().deleteAllCookies(),
    async close() {
      await session.quit().catch(() => {})
      if (server.pid) process.kill(-server.pid)
    },
  }
}
