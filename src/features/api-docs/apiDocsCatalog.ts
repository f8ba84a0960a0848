// The API reference's words, imported by its components.
import { addPageMessages } from '@/lib/locale/i18n'
import { messages as en } from './locales/en/messages.po'
import { messages as zh } from './locales/zh/messages.po'

// Added to the shop's messages as the page's code runs (docs/languages.md#catalogs): both
// languages, imported statically so that they load beside the page's code, not after it.
addPageMessages({ en, zh })
