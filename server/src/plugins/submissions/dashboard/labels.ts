import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The kinds of message, as the inbox names them. */
export const KIND_LABELS: Record<string, MessageDescriptor> = {
  'contact-request': msg({ id: 'inbox.kind.contactRequest', message: 'Contact request' }),
  'enterprise-inquiry': msg({ id: 'inbox.kind.enterpriseInquiry', message: 'Business inquiry' }),
  'launch-subscription': msg({ id: 'inbox.kind.launchSubscription', message: 'Launch subscription' }),
  'return-request': msg({ id: 'inbox.kind.returnRequest', message: 'Return request' }),
}

export const STATUS_LABELS: Record<string, MessageDescriptor> = {
  new: msg({ id: 'inbox.status.new', message: 'New' }),
  handled: msg({ id: 'inbox.status.handled', message: 'Handled' }),
}

/** The forms' fields, as the message page lists them. */
export const FIELD_LABELS: Record<string, MessageDescriptor> = {
  name: msg({ id: 'inbox.field.name', message: 'Name' }),
  contactName: msg({ id: 'inbox.field.contactName', message: 'Contact' }),
  company: msg({ id: 'inbox.field.company', message: 'Company' }),
  email: msg({ id: 'inbox.field.email', message: 'Email' }),
  phone: msg({ id: 'inbox.field.phone', message: 'Phone' }),
  country: msg({ id: 'inbox.field.country', message: 'Country' }),
  topic: msg({ id: 'inbox.field.topic', message: 'Topic' }),
  orderNumber: msg({ id: 'inbox.field.orderNumber', message: 'Order number' }),
  projectType: msg({ id: 'inbox.field.projectType', message: 'Project' }),
  quantity: msg({ id: 'inbox.field.quantity', message: 'Pieces' }),
  budget: msg({ id: 'inbox.field.budget', message: 'Budget' }),
  timeline: msg({ id: 'inbox.field.timeline', message: 'Timeline' }),
  locale: msg({ id: 'inbox.field.locale', message: 'Language' }),
  consent: msg({ id: 'inbox.field.consent', message: 'Agreed to be emailed' }),
  message: msg({ id: 'inbox.field.message', message: 'Message' }),
  pieces: msg({ id: 'inbox.field.pieces', message: 'Pieces to return' }),
  reason: msg({ id: 'inbox.field.reason', message: 'Reason' }),
}

/** The nav entry's title: the Dashboard translates it by this id. */
export const INBOX_TITLE_ID = msg({ id: 'inbox.title', message: 'Messages' }).id
