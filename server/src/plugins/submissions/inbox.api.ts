import { Args, Mutation, Query, Resolver } from '@nestjs/graphql'
import {
  Allow,
  Ctx,
  CrudPermissionDefinition,
  Transaction,
  UserInputError,
  type ID,
  type ListQueryOptions,
  type RequestContext,
} from '@vendure/core'
import { gql } from 'graphql-tag'
import { InboxService } from './inbox.service.js'
import { SUBMISSION_STATUSES, type Submission, type SubmissionStatus } from './submission.entity.js'

export const submissionPermission = new CrudPermissionDefinition(
  'Submission',
  (operation) => `Grants permission to ${operation} the shop's messages`,
)

export const inboxSchema = gql`
  type Submission implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "MSG- and 8 letters or digits (WN- before 2026-12-02): what the shopper was told."
    reference: String!
    "contact-request, enterprise-inquiry or launch-subscription."
    kind: String!
    sender: String!
    summary: String!
    "The submitted fields as JSON, as the shopper sent them."
    payload: String!
    "new or handled."
    status: String!
    handledAt: DateTime
    handledBy: String
  }

  type SubmissionList implements PaginatedList {
    items: [Submission!]!
    totalItems: Int!
  }

  input SubmissionListOptions

  extend type Query {
    submissions(options: SubmissionListOptions): SubmissionList!
    submission(id: ID!): Submission
  }

  extend type Mutation {
    "Marks messages handled (recording who and when), or new again."
    setSubmissionStatus(ids: [ID!]!, status: String!): [Submission!]!
  }
`

@Resolver()
export class InboxResolver {
  constructor(private inbox: InboxService) {}

  @Query()
  @Allow(submissionPermission.Read)
  submissions(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<Submission> }) {
    return this.inbox.list(ctx, args.options)
  }

  @Query()
  @Allow(submissionPermission.Read)
  submission(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
    return this.inbox.findOne(ctx, args.id)
  }

  @Mutation()
  @Transaction()
  @Allow(submissionPermission.Update)
  setSubmissionStatus(@Ctx() ctx: RequestContext, @Args() args: { ids: Array<ID>; status: string }) {
    if (!(SUBMISSION_STATUSES as ReadonlyArray<string>).includes(args.status)) {
      throw new UserInputError(`status must be one of ${SUBMISSION_STATUSES.join(', ')}`)
    }
    return this.inbox.setStatus(ctx, args.ids, args.status as SubmissionStatus)
  }
}
