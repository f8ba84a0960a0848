import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { setupI18n, type I18n } from '@lingui/core'
import { parsePoFile } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { isLocale, type Locale } from '#domain/locale/locales.js'
import { ROOT } from '../../config/environment.js'
import { EMAIL_TEXTS, type EmailText } from './emailTexts.js'

const CATALOGS = join(ROOT, 'server', 'locales')

function readCatalog(locale: Locale): Record<string, string> {
  const file = parsePoFile(readFileSync(join(CATALOGS, locale, 'messages.po'), 'utf8'))
  return Object.fromEntries(file.items.filter((item) => item.msgstr[0]).map((item) => [item.msgid, item.msgstr[0]!]))
}

const instances = new Map<Locale, I18n>()

function emailI18n(locale: Locale): I18n {
  const known = instances.get(locale)
  if (known) return known
  const instance = setupI18n()
  instance.setMessagesCompiler(compileMessage)
  instance.loadAndActivate({ locale, messages: { ...readCatalog('en'), ...readCatalog(locale) } })
  instances.set(locale, instance)
  return instance
}

export function emailWords(languageCode: string): (text: EmailText, values?: Record<string, string>) => string {
  const i18n = emailI18n(isLocale(languageCode) ? languageCode : 'en')
  return (text, values = {}) => i18n._({ ...EMAIL_TEXTS[text], values })
}
