import type { AdminClient } from './adminClient.js'

type Named = { id: string; name: string }
type Country = { id: string; code: string }

const COUNTRIES = [
  { code: 'US', en: 'United States', zh: '美国' },
  { code: 'CN', en: 'China', zh: '中国' },
]

/** Vendure needs a tax zone before any variant is priced; prices include tax, at one rate of 0 %. */
export async function setUpChannel(admin: AdminClient): Promise<void> {
  await admin(`mutation { updateGlobalSettings(input: { availableLanguages: [en, zh] }) { __typename } }`)

  const { countries } = await admin<{ countries: { items: Country[] } }>(`{ countries(options: { take: 500 }) { items { id code } } }`)
  const memberIds: string[] = []
  for (const country of COUNTRIES) {
    const known = countries.items.find((item) => item.code === country.code)
    if (known) {
      memberIds.push(known.id)
      continue
    }
    const { createCountry } = await admin<{ createCountry: { id: string } }>(
      `mutation ($input: CreateCountryInput!) { createCountry(input: $input) { id } }`,
      {
        input: {
          code: country.code,
          enabled: true,
          translations: [
            { languageCode: 'en', name: country.en },
            { languageCode: 'zh', name: country.zh },
          ],
        },
      },
    )
    memberIds.push(createCountry.id)
  }

  const { zones } = await admin<{ zones: { items: Named[] } }>(`{ zones(options: { take: 100 }) { items { id name } } }`)
  const zoneId =
    zones.items.find((zone) => zone.name === 'Delivery area')?.id ??
    (
      await admin<{ createZone: { id: string } }>(`mutation ($input: CreateZoneInput!) { createZone(input: $input) { id } }`, {
        input: { name: 'Delivery area', memberIds },
      })
    ).createZone.id

  const { taxCategories } = await admin<{ taxCategories: { items: Named[] } }>(
    `{ taxCategories(options: { take: 100 }) { items { id name } } }`,
  )
  const categoryId =
    taxCategories.items.find((category) => category.name === 'Standard')?.id ??
    (
      await admin<{ createTaxCategory: { id: string } }>(
        `mutation { createTaxCategory(input: { name: "Standard", isDefault: true }) { id } }`,
      )
    ).createTaxCategory.id

  const { taxRates } = await admin<{ taxRates: { items: Named[] } }>(`{ taxRates(options: { take: 100 }) { items { id name } } }`)
  if (!taxRates.items.some((rate) => rate.name === 'Included in the price')) {
    await admin(`mutation ($input: CreateTaxRateInput!) { createTaxRate(input: $input) { id } }`, {
      input: { name: 'Included in the price', enabled: true, value: 0, categoryId, zoneId },
    })
  }

  const { activeChannel } = await admin<{ activeChannel: { id: string } }>(`{ activeChannel { id } }`)
  await admin(
    `mutation ($input: UpdateChannelInput!) { updateChannel(input: $input) { ... on Channel { id } ... on ErrorResult { errorCode message } } }`,
    {
      input: {
        id: activeChannel.id,
        availableLanguageCodes: ['en', 'zh'],
        defaultLanguageCode: 'en',
        availableCurrencyCodes: ['USD', 'CNY'],
        defaultCurrencyCode: 'USD',
        pricesIncludeTax: true,
        defaultTaxZoneId: zoneId,
        defaultShippingZoneId: zoneId,
      },
    },
  )
}
