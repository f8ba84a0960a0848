import { LanguageCode } from '@vendure/core'
import type { LocalizedStringArray } from '@vendure/core/dist/common/configurable-operation.js'

/**
 * A label or description the Dashboard shows, in English and Chinese. The Dashboard looks it up
 * by its display language, whose Chinese is `zh_Hans`; the shop's content language is `zh`.
 */
export const bilingual = (en: string, zh: string): LocalizedStringArray => [
  { languageCode: LanguageCode.en, value: en },
  { languageCode: LanguageCode.zh, value: zh },
  { languageCode: LanguageCode.zh_Hans, value: zh },
]
