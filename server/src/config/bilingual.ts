import { LanguageCode } from '@vendure/core'
import type { LocalizedStringArray } from '@vendure/core/dist/common/configurable-operation.js'

/** The Dashboard looks labels up by its display language, whose Chinese is `zh_Hans`, not the shop's `zh`. */
export const bilingual = (en: string, zh: string): LocalizedStringArray => [
  { languageCode: LanguageCode.en, value: en },
  { languageCode: LanguageCode.zh, value: zh },
  { languageCode: LanguageCode.zh_Hans, value: zh },
]
