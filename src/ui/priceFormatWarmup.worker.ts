/// <reference lib="webworker" />
import { isLocale } from '@/lib/locale/locales'
import { priceNumberFormat } from './priceFormat'

// One price format loads ICU's number data into the browser's process; the answer is the format of 0, or null for an unknown locale.
self.onmessage = ({ data }: MessageEvent<unknown>) => {
  self.postMessage(isLocale(data) ? priceNumberFormat(data, data === 'zh' ? 'CNY' : 'USD', 0).format(0) : null)
  self.close()
}
