export const SKU = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/(?:left|right))?$/
export const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const MAX_SAVED = 50
