import { Injectable } from '@nestjs/common'
import {
  Channel,
  ChannelService,
  CountryService,
  LanguageCode,
  Logger,
  Province,
  ProvinceService,
  RequestContext,
  SettingsStoreService,
  TaxCategory,
  TaxRateService,
  TransactionalConnection,
  Zone,
  ZoneService,
  type ID,
} from '@vendure/core'
import { MARKETS } from '#domain/markets/markets.js'
import { REGIONS } from '#domain/markets/regions.js'
import { CHINA_VAT, STATE_RATES } from './stateRates.js'

const MARKETS_TAXED_KEY = 'markets.taxed'

const US_ZONE = 'United States (sales tax by state)'
const CHINA_ZONE = 'China'
const stateZone = (state: string) => `US state: ${state}`

/** Set up once, then the owner's: a zone and sales tax rate per US state (DeliveryStateTaxZone), China's VAT. */
@Injectable()
export class MarketTaxes {
  constructor(
    private connection: TransactionalConnection,
    private store: SettingsStoreService,
    private channels: ChannelService,
    private countries: CountryService,
    private provinces: ProvinceService,
    private zones: ZoneService,
    private rates: TaxRateService,
  ) {}

  async open(ctx: RequestContext): Promise<void> {
    if ((await this.store.get<Array<string>>(ctx, MARKETS_TAXED_KEY))?.length) return
    const started = performance.now()
    await this.connection.withTransaction(ctx, async (tx) => {
      const category = await this.connection.getRepository(tx, TaxCategory).findOne({ where: { isDefault: true } })
      if (!category) throw new Error('No default tax category to tax the markets with')
      const us = await this.zoneOf(tx, US_ZONE, [await this.countries.findOneByCode(tx, 'US')])
      for (const state of REGIONS.US) {
        const zone = await this.zoneOf(tx, stateZone(state.name.en), [await this.provinceOf(tx, state.code, state.name)])
        const value = STATE_RATES[state.postal] ?? 0
        await this.rates.create(tx, { name: `${state.name.en} sales tax`, enabled: true, value, categoryId: category.id, zoneId: zone.id })
      }
      const china = await this.zoneOf(tx, CHINA_ZONE, [await this.countries.findOneByCode(tx, 'CN')])
      await this.rates.create(tx, { name: 'China VAT', enabled: true, value: CHINA_VAT, categoryId: category.id, zoneId: china.id })
      await this.taxIn(tx, 'us', us.id)
      await this.taxIn(tx, 'cn', china.id)
      // The zones were saved past ZoneService's cache: an update with no change reads them all again.
      await this.zones.update(tx, { id: us.id })
      const stored = await this.store.set(tx, MARKETS_TAXED_KEY, [...MARKETS])
      if (!stored.result) throw new Error(`The markets' taxes could not be marked set up: ${stored.error ?? ''}`)
    })
    Logger.info(
      `Set up sales tax for ${REGIONS.US.length} states and China's VAT in ${Math.round(performance.now() - started)} ms`,
      'Markets',
    )
  }

  private async provinceOf(ctx: RequestContext, code: string, name: { en: string; zh: string }): Promise<Province> {
    const known = await this.connection.getRepository(ctx, Province).findOne({ where: { code } })
    if (known) return known
    return this.provinces.create(ctx, {
      code,
      enabled: true,
      translations: [
        { languageCode: LanguageCode.en, name: name.en },
        { languageCode: LanguageCode.zh, name: name.zh },
      ],
    })
  }

  // ZoneService adds countries only; a zone may hold a state (a Province) as well, which Vendure's tax zone strategies match.
  private async zoneOf(ctx: RequestContext, name: string, members: Zone['members']): Promise<Zone> {
    const zones = this.connection.getRepository(ctx, Zone)
    return (await zones.findOne({ where: { name } })) ?? zones.save(new Zone({ name, members }))
  }

  private async taxIn(ctx: RequestContext, token: string, defaultTaxZoneId: ID): Promise<void> {
    const channel = await this.connection.getRepository(ctx, Channel).findOne({ where: { token } })
    if (!channel) throw new Error(`No ${token} market to tax`)
    const updated = await this.channels.update(ctx, { id: channel.id, defaultTaxZoneId })
    if (!(updated instanceof Channel)) throw new Error(`The ${token} market's tax zone could not be set: ${updated.message}`)
  }
}
