import { addPageMessages } from '@/lib/locale/i18n'
import { messages as en } from './locales/en/messages.po'
import { messages as zh } from './locales/zh/messages.po'

// Both languages imported statically, so they load beside the page's code, not after it (docs/languages.md#catalogs).
addPageMessages({ en, zh })
