import { graphql } from '@vendure/dashboard'

// The submissions plugin's own Admin API (inbox.api.ts); the Dashboard's `graphql` parses them at run time.
export const messageListDocument = graphql(`
  query InboxMessages($options: SubmissionListOptions) {
    submissions(options: $options) {
      items {
        id
        createdAt
        reference
        kind
        sender
        summary
        status
        handledAt
        handledBy
      }
      totalItems
    }
  }
`)

export const messageDocument = graphql(`
  query InboxMessage($id: ID!) {
    submission(id: $id) {
      id
      createdAt
      reference
      kind
      sender
      payload
      status
      handledAt
      handledBy
    }
  }
`)

export const exportDocument = graphql(`
  query InboxExport($options: SubmissionListOptions) {
    submissions(options: $options) {
      items {
        createdAt
        reference
        kind
        status
        payload
        handledAt
        handledBy
      }
      totalItems
    }
  }
`)

export const setStatusDocument = graphql(`
  mutation SetInboxStatus($ids: [ID!]!, $status: String!) {
    setSubmissionStatus(ids: $ids, status: $status) {
      id
      status
      handledAt
      handledBy
    }
  }
`)
