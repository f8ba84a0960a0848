import { defineConfig } from 'vitest/config'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { precompress } from './tools/build/precompress.ts'
import { staticHostHeaders } from './tools/build/staticHostHeaders.ts'
import { preloadStart } from './tools/build/preloadStart.ts'
import { buildManifest } from './tools/build/buildManifest.ts'
import { shellChunk } from './tools/build/shellChunk.ts'
import { openApiDocuments } from './tools/build/openApiFiles.ts'
import { ROUTE_RULES } from './src/features/build-update/routeRules.ts'
import { DEFAULT_LOCALE } from './domain/locale/locales.ts'

/** The shop whose Shop API the dev server passes requests to. */
const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:4173'
/** The entry: it imports the shell dynamically (src/main.tsx). */
const ENTRY = new URL('./src/main.tsx', import.meta.url).pathname
/** Where the shell's code starts. */
const SHELL_START = new URL('./src/startShop.tsx', import.meta.url).pathname

/** Rolldown's timing hint is for plugin authors: here the Lingui macros' Babel pass is always most of it (docs/decisions.md#a-quiet-first-run). */
const QUIET_BUILD = { bundlerTimings: false }

export default defineConfig(({ isSsrBuild }) => ({
  // The router plugin must come before React so that route files are split first.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders and skeletons load with their route too, so no page pays for another's code; a
      // route's own error views travel with its component, so the prerender preloads every part.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component', 'errorComponent', 'notFoundComponent'], ['pendingComponent']],
      },
    }),
    react(),
    // plugin-react 6 has no babel option: the Lingui macros run through rolldown's Babel plugin.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    // The prerender build (`tools/build/prerender.ts`) only renders pages: the browser build emits the rest.
    ...(isSsrBuild
      ? []
      : [
          buildManifest(ROUTE_RULES),
          openApiDocuments(),
          preloadStart(DEFAULT_LOCALE),
          precompress(),
          // dist/_headers: npm start's security and cache headers, for Netlify / Cloudflare Pages.
          staticHostHeaders(),
        ]),
  ],
  // The browser build names each build (`buildManifest`); prerendered markup never shows the id.
  ...(isSsrBuild ? { define: { __BUILD_ID__: JSON.stringify('prerender') } } : {}),
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  // `npm run dev` reads the catalogue, the search index and the forms from a shop that runs (`npm start`).
  server: { proxy: { '/shop-api': SHOP_URL, '/api/v1': SHOP_URL } },
  // The manifest tells the prerender step which chunks each page needs (tools/build/prerender.ts).
  build: {
    target: 'es2022',
    manifest: !isSsrBuild,
    // One `shell` chunk for the code every page starts with: see tools/build/shellChunk.ts.
    rolldownOptions: isSsrBuild
      ? { checks: QUIET_BUILD }
      : {
          checks: QUIET_BUILD,
          output: {
            codeSplitting: {
              groups: [
                { ...shellChunk(SHELL_START, { entry: ENTRY }), priority: 1 },
                // The Shop API client goes with the catalogue's reads, which every catalogue page loads; the cart's code loads it from there.
                {
                  name: 'catalogueReads',
                  test: (id: string) => /\/(?:domain\/storefront\/shopApi|src\/lib\/storefront\/catalogueReads)\.ts$/.test(id),
                },
              ],
            },
          },
        },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    projects: [
      // Plain code, no engine: the part of `npm run check`.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'domain/**/*.test.ts', 'tools/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      // The app rendered against a real Vendure: one engine for the run.
      { extends: true, test: { name: 'app', include: ['tests/app/**/*.test.{ts,tsx}'], globalSetup: ['./tests/shopEngineSetup.ts'] } },
    ],
  },
}))
