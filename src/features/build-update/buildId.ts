declare const __BUILD_ID__: string

// Compiled in by the build-manifest plugin.
export const BUILD_ID: string = __BUILD_ID__
