declare const __BUILD_ID__: string

/** The id of the running build, compiled in by the build-manifest plugin. */
export const BUILD_ID: string = __BUILD_ID__
