// The download page's words, imported by its components.
import { i18n } from '@lingui/core'
import { messages as en } from './locales/en/messages.po'
import { messages as zh } from './locales/zh/messages.po'

// Merged into the shop's messages as the page's code runs (docs/languages.md#catalogs): both
// languages, imported statically so that they load beside the page's code, not after it.
i18n.load({ en, zh })
