/// <reference lib="webworker" />
import { isLocale } from '@/features/locale/locales'
import { priceNumberFormat } from './priceFormat'

// Builds one price format, which loads ICU's number data into the browser's process, says so, and ends.
self.onmessage = ({ data }: MessageEvent<unknown>) => {
  if (isLocale(data)) priceNumberFormat(data, 0).format(0)
  self.postMessage('ready')
  self.close()
}
