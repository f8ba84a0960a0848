import { Injectable } from '@nestjs/common'
import {
  Administrator,
  ListQueryBuilder,
  TransactionalConnection,
  type ID,
  type ListQueryOptions,
  type PaginatedList,
  type RequestContext,
} from '@vendure/core'
import { In, Not } from 'typeorm'
import { Submission, type SubmissionStatus } from './submission.entity.js'

@Injectable()
export class InboxService {
  constructor(
    private connection: TransactionalConnection,
    private listQueryBuilder: ListQueryBuilder,
  ) {}

  async list(ctx: RequestContext, options?: ListQueryOptions<Submission>): Promise<PaginatedList<Submission>> {
    const [items, totalItems] = await this.listQueryBuilder.build(Submission, options, { ctx }).getManyAndCount()
    return { items, totalItems }
  }

  findOne(ctx: RequestContext, id: ID): Promise<Submission | null> {
    return this.connection.getRepository(ctx, Submission).findOneBy({ id })
  }

  async setStatus(ctx: RequestContext, ids: ReadonlyArray<ID>, status: SubmissionStatus): Promise<Array<Submission>> {
    const repository = this.connection.getRepository(ctx, Submission)
    const handled = status === 'handled'
    const by = handled ? await this.administratorName(ctx) : null
    // Only those not already in that state: a message handled before keeps who handled it, and when.
    await repository.update({ id: In([...ids]), status: Not(status) }, { status, handledAt: handled ? new Date() : null, handledBy: by })
    return repository.findBy({ id: In([...ids]) })
  }

  private async administratorName(ctx: RequestContext): Promise<string | null> {
    if (ctx.activeUserId === undefined) return null
    const administrator = await this.connection
      .getRepository(ctx, Administrator)
      .findOne({ where: { user: { id: ctx.activeUserId } }, relations: { user: true } })
    if (!administrator) return null
    const name = `${administrator.firstName} ${administrator.lastName}`.trim()
    return name || administrator.emailAddress || administrator.user.identifier
  }
}
