import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { FAQ, TERM_PLACEHOLDERS } from '#domain/faq/faqContent'
import { faqWithTerms } from '../../src/features/faq/faqTerms'
import { shopTermsText } from '../../src/ui/shopTerms'

const ROOT = process.cwd()
const texts = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(po|ts|hbs)$/.test(entry.name))
    .map((entry) => ({ file: join(entry.parentPath, entry.name), text: readFileSync(join(entry.parentPath, entry.name), 'utf8') }))

// Ways to pay, services and numbers the shop has no configuration for: written by hand, they would promise what it does not do.
const UNKEPT =
  /free delivery|delivery is free|免运费|包邮|Apple Pay|Google Pay|Alipay|WeChat Pay|支付宝|微信支付|花呗|Pay in 4|\bSMS\b|短信|prepaid label|预付运单|100-night|100 晚/i

describe('what the shop says', () => {
  it('names no way to pay, free delivery or service that its configuration does not have, in any page, email or API text', () => {
    const sources = [
      ...texts('src/locales'),
      ...texts('server/locales'),
      ...texts('server/email-templates'),
      ...texts('server/src/openapi'),
      ...texts('domain/faq'),
    ]
    expect(sources.length).toBeGreaterThan(5)
    expect(sources.filter(({ text }) => UNKEPT.test(text)).map(({ file, text }) => `${file}: ${UNKEPT.exec(text)![0]}`)).toEqual([])
  })

  it('states the FAQ’s terms only through the placeholders Vendure fills in, and fills every one', () => {
    const used = new Set(
      FAQ.flatMap((group) =>
        group.items.flatMap((item) => [...`${item.a.en} ${item.a.zh}`.matchAll(/\{(\w+)\}/g)].map((match) => match[1])),
      ),
    )
    expect([...used].sort()).toEqual([...TERM_PLACEHOLDERS].sort())
    const terms = {
      currencyCode: 'USD' as const,
      deliveryTiers: [
        { code: 'door', name: 'To the door', description: '', price: 4900, swatchesOnly: false },
        { code: 'post', name: 'By post', description: '', price: 0, swatchesOnly: true },
      ],
      paymentMethods: [{ code: 'call', name: 'We call you', description: '' }],
      returnDays: 21,
      homeTrialNights: 0,
      pricesIncludeTax: false,
    }
    const filled = faqWithTerms(FAQ, shopTermsText(terms, 'en', i18n), 'en').flatMap((group) => group.items)
    expect(filled.map((item) => item.a.en).join(' ')).not.toMatch(/\{\w+\}/)
    expect(filled.find((item) => item.id === 'delivery-cost')!.a.en).toContain('To the door ($49)')
    expect(filled.find((item) => item.id === 'delivery-cost')!.a.en).toContain('By post (free)')
    expect(filled.find((item) => item.id === 'how-to-return')!.a.en).toContain('within 21 days')
    // No home trial in this shop: the question about it is not asked.
    expect(filled.map((item) => item.id)).not.toContain('home-trial')
    const oneDay = faqWithTerms(FAQ, shopTermsText({ ...terms, returnDays: 1 }, 'en', i18n), 'en').flatMap((group) => group.items)
    expect(oneDay.find((item) => item.id === 'how-to-return')!.a.en).toContain('within 1 day of delivery')
  })
})
