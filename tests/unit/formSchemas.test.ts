import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ContactRequestSchema, EnterpriseInquirySchema, ValidationProblemSchema, maxLengths } from '#domain/forms/schemas'
import { CheckoutSchema } from '../../src/features/checkout/checkoutSchema'

const enterprise = {
  company: 'Harbour Hotels',
  contactName: 'Mei Chen',
  email: 'mei@example.com',
  country: 'Hong Kong',
  projectType: 'hotel',
  quantity: 40,
  budget: 'under-50k',
  timeline: 'within-3-months',
  message: 'Forty armchairs for a hotel lobby.',
}

const phoneOf = (phone: string) => {
  const result = v.safeParse(EnterpriseInquirySchema, { ...enterprise, phone })
  return result.success ? result.output.phone : result.issues.find((issue) => issue.path?.[0]?.key === 'phone')?.message
}

describe('a phone number', () => {
  it.each([
    ['+1 (415) 555-0142', '+1 (415) 555-0142'],
    ['415.555.0142', '415.555.0142'],
    ['１３８ ００１３ ８０００', '138 0013 8000'],
    ['+1 415 555 0142 ext. 12', '+1 415 555 0142 ext. 12'],
    ['010-8888 6666 转 23', '010-8888 6666 转 23'],
  ])('%s is accepted as %s', (typed, stored) => {
    expect(phoneOf(typed)).toBe(stored)
  })

  it.each(['(-)(-)', '------', 'call me', '12345', '+1 415 555 0142 0000 0000', '123456a'])('%s is refused', (typed) => {
    expect(phoneOf(typed)).toBe('phone')
  })

  it('is at most 30 characters, however many of them are spaces', () => {
    expect(phoneOf(`1${' '.repeat(40_000)}23456`)).toBe('tooLong')
  })
})

describe('the contact form’s order number', () => {
  const orderNumberOf = (orderNumber: string) => {
    const result = v.safeParse(ContactRequestSchema, {
      name: 'Mei',
      email: 'mei@example.com',
      topic: 'order',
      orderNumber,
      message: 'Where is my sofa?',
    })
    return result.success ? result.output.orderNumber : 'refused'
  }

  it.each([
    ['WN-7K2Q9XCD', 'WN-7K2Q9XCD'],
    ['wn7k2q9xcd', 'WN-7K2Q9XCD'],
    ['ＷＮ－７Ｋ２Ｑ９ＸＣＤ', 'WN-7K2Q9XCD'],
    [' wn-204815 ', 'WN-204815'],
    ['', ''],
  ])('takes %s, the reference a sent order gives or an older number, as %s', (typed, stored) => {
    expect(orderNumberOf(typed)).toBe(stored)
  })

  it.each(['my sofa', 'WN-HELLO', 'WN-12'])('refuses %s', (typed) => {
    expect(orderNumberOf(typed)).toBe('refused')
  })
})

it('a contact message may be as short as a complete Chinese sentence', () => {
  const sent = (message: string) =>
    v.safeParse(ContactRequestSchema, { name: '陈梅', email: 'mei@example.com', topic: 'product', message }).success
  expect(sent('沙发腿断了')).toBe(true)
  expect(sent(' ？ ')).toBe(false)
})

it('a number of pieces out of range says whether it is too few or too many', () => {
  const quantityOf = (quantity: number) => {
    const result = v.safeParse(EnterpriseInquirySchema, { ...enterprise, phone: '+852 2345 6789', quantity })
    return result.success ? 'accepted' : result.issues[0]?.message
  }
  expect(quantityOf(5)).toBe('tooFew')
  expect(quantityOf(200_000)).toBe('tooMany')
  expect(quantityOf(20)).toBe('accepted')
})

it('each text field’s limit is read from its schema, optional ones too; choices and numbers have none', () => {
  expect(maxLengths(CheckoutSchema)).toEqual({
    name: 100,
    email: 254,
    phone: 30,
    addressLine1: 200,
    addressLine2: 200,
    city: 100,
    district: 100,
    postcode: 12,
    delivery: 60,
    notes: 1000,
    invoiceTitle: 150,
    invoiceTaxNumber: 40,
  })
  expect(maxLengths(EnterpriseInquirySchema)).not.toHaveProperty('quantity')
})

it('a field code from a newer server reads as a problem with the field', () => {
  const problem = v.parse(ValidationProblemSchema, { error: 'validation', fields: { name: 'tooFancy' } })
  expect(problem.fields.name).toBe('invalid')
})
