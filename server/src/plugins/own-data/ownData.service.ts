import { Injectable } from '@nestjs/common'
import {
  Address,
  Customer,
  CustomerService,
  ForbiddenError,
  HistoryService,
  NativeAuthenticationMethod,
  Order,
  PasswordCipher,
  ProductVariant,
  RequestContextService,
  SessionService,
  TransactionalConnection,
  User,
  UserInputError,
  type RequestContext,
} from '@vendure/core'
import { In } from 'typeorm'
import { ReturnRequest } from '../after-sale/returnRequest.entity.js'
import { StockAlert } from '../back-in-stock/stockAlert.entity.js'
import { SharedCounts } from '../shared-counts/sharedCounts.js'
import { Submission } from '../submissions/submission.entity.js'
import { anonymousOrderFields, erasedEmail, ownDataOf } from './ownDataShape.js'

// As for a sign-in: enough for a shopper who mistypes, too few to guess a password with a stolen session.
const TRIES = { max: 5, windowSeconds: 15 * 60 }
// The states in which an order needs nothing more of its shopper.
const FINISHED = new Set(['Delivered', 'Cancelled'])

/** A shopper's own data: all of it as JSON, or erased from the shop but for what its books must keep (docs/security.md#own-data). */
@Injectable()
export class OwnDataService {
  constructor(
    private connection: TransactionalConnection,
    private sessions: SessionService,
    private cipher: PasswordCipher,
    private counts: SharedCounts,
    private customers: CustomerService,
    private contexts: RequestContextService,
    private history: HistoryService,
  ) {}

  async export(ctx: RequestContext): Promise<string> {
    const customer = await this.signedIn(ctx)
    const email = customer.emailAddress.toLowerCase()
    const orders = await this.connection.getRepository(ctx, Order).find({
      where: { customerId: customer.id, active: false },
      relations: ['lines', 'lines.productVariant', 'shippingLines'],
      order: { orderPlacedAt: 'DESC' },
    })
    const placed = orders.filter((order) => order.orderPlacedAt)
    const returns = placed.length
      ? await this.connection.getRepository(ctx, ReturnRequest).find({ where: placed.map((order) => ({ orderId: order.id })) })
      : []
    return JSON.stringify(
      ownDataOf({
        customer,
        orders: placed,
        returns,
        messages: await this.messagesFrom(ctx, email),
        alerts: await this.alertsOf(ctx, email),
      }),
      null,
      2,
    )
  }

  /** With the password again: signs out every session, removes the account's personal data, keeps its orders without it. */
  async erase(ctx: RequestContext, password: string): Promise<void> {
    const customer = await this.signedIn(ctx)
    const key = `own-data-erase:${String(customer.id)}`
    if ((await this.counts.lockedFor(key)) > 0) throw new UserInputError('TOO_MANY_ATTEMPTS')
    if (!(await this.passwordMatches(ctx, customer.user!, password))) {
      const { count, resetsIn } = await this.counts.hit(key, TRIES.windowSeconds)
      if (count >= TRIES.max) await this.counts.lock(key, resetsIn)
      throw new UserInputError('WRONG_PASSWORD')
    }
    const email = customer.emailAddress.toLowerCase()
    const messages = await this.messagesFrom(ctx, email)
    // The default channel holds the customer whichever market the shopper deletes from (Vendure's softDelete looks there).
    const everyMarket = await this.contexts.create({ apiType: 'shop', languageCode: ctx.languageCode })
    await this.connection.withTransaction(everyMarket, async (tx) => {
      const gone = erasedEmail(customer.id)
      const orders = await this.connection.getRepository(tx, Order).find({ where: { customerId: customer.id } })
      // An order still to be confirmed, delivered or answered needs the shopper's address and phone: it is finished first.
      const open = await this.connection
        .getRepository(tx, ReturnRequest)
        .count({ where: { orderId: In(orders.map((order) => order.id)), state: 'requested' } })
      if (open > 0 || orders.some((order) => order.orderPlacedAt && !FINISHED.has(order.state))) throw new UserInputError('ORDERS_OPEN')
      for (const order of orders) await this.connection.getRepository(tx, Order).update(order.id, anonymousOrderFields(order))
      const returns = await this.connection.getRepository(tx, ReturnRequest).find({ where: orders.map((order) => ({ orderId: order.id })) })
      for (const request of returns) await this.connection.getRepository(tx, ReturnRequest).update(request.id, { note: '' })
      await this.connection.getRepository(tx, Address).delete({ customer: { id: customer.id } })
      await this.connection.getRepository(tx, StockAlert).delete({ email })
      if (messages.length) await this.connection.getRepository(tx, Submission).delete({ id: In(messages.map((message) => message.id)) })
      await this.connection.getRepository(tx, NativeAuthenticationMethod).update(
        { user: { id: customer.user!.id } },
        {
          identifier: gone,
          passwordHash: '',
          pendingIdentifier: null,
          identifierChangeToken: null,
          passwordResetToken: null,
          verificationToken: null,
        },
      )
      // Its history holds the addresses, names and emails it had: Vendure's own entries, removed one by one.
      for (
        let page = await this.history.getHistoryForCustomer(tx, customer.id, false, { take: 100 });
        page.items.length;
        page = await this.history.getHistoryForCustomer(tx, customer.id, false, { take: 100 })
      ) {
        for (const entry of page.items) await this.history.deleteCustomerHistoryEntry(tx, entry.id)
      }
      await this.connection.getRepository(tx, User).update(customer.user!.id, { identifier: gone })
      await this.connection.getRepository(tx, Customer).update(customer.id, {
        firstName: 'Erased account',
        lastName: '',
        emailAddress: gone,
        phoneNumber: '',
        title: '',
        customFields: { savedItems: [] },
      })
      // Vendure's own deletion of the customer and its user: neither signs in or shows in lists again.
      await this.customers.softDelete(tx, customer.id)
    })
    // Once the erasure is committed: every session of the account, this one too, is signed out.
    await this.sessions.deleteSessionsByUser(ctx, customer.user!)
  }

  private async alertsOf(ctx: RequestContext, email: string) {
    const alerts = await this.connection.getRepository(ctx, StockAlert).find({ where: { email } })
    const variants = alerts.length
      ? await this.connection
          .getRepository(ctx, ProductVariant)
          .find({ where: { id: In(alerts.map((alert) => alert.productVariantId)) }, withDeleted: true })
      : []
    return alerts.map((alert) => ({
      sku: variants.find((variant) => String(variant.id) === String(alert.productVariantId))?.sku ?? '',
      market: alert.market,
      askedAt: alert.createdAt,
      toldAt: alert.notifiedAt,
    }))
  }

  private async signedIn(ctx: RequestContext): Promise<Customer> {
    const customer =
      ctx.activeUserId &&
      (await this.connection.getRepository(ctx, Customer).findOne({
        where: { user: { id: ctx.activeUserId } },
        relations: ['user', 'addresses', 'addresses.country'],
      }))
    if (!customer) throw new ForbiddenError()
    return customer
  }

  private async passwordMatches(ctx: RequestContext, user: User, password: string): Promise<boolean> {
    const method = await this.connection
      .getRepository(ctx, NativeAuthenticationMethod)
      .createQueryBuilder('method')
      .addSelect('method.passwordHash')
      .where('method.userId = :id', { id: user.id })
      .getOne()
    return !!method?.passwordHash && (await this.cipher.check(password, method.passwordHash))
  }

  /** The messages the shop's forms took from this address (the inbox keeps what was sent, as sent). */
  private async messagesFrom(ctx: RequestContext, email: string): Promise<Array<Submission>> {
    const candidates = await this.connection
      .getRepository(ctx, Submission)
      .createQueryBuilder('message')
      .where(`LOWER(message.payload) LIKE :email ESCAPE '\\'`, { email: `%${email.replace(/[\\%_]/g, (character) => `\\${character}`)}%` })
      .getMany()
    return candidates.filter((message) => {
      try {
        return String((JSON.parse(message.payload) as { email?: unknown }).email ?? '').toLowerCase() === email
      } catch {
        return false
      }
    })
  }
}
