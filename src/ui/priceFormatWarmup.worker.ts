/// <reference lib="webworker" />
import { isLocale } from '#domain/locale/locales'
import { priceNumberFormat } from './priceFormat'

// Runs before any answer names a currency: a locale's usual one loads the same ICU number data.
const USUAL_CURRENCY = { en: 'USD', zh: 'CNY' } as const

// The answer is the format of 0, or null for an unknown locale.
self.onmessage = ({ data }: MessageEvent<unknown>) => {
  self.postMessage(isLocale(data) ? priceNumberFormat(data, USUAL_CURRENCY[data], 0).format(0) : null)
  self.close()
}
