// `npm run extract` collects these /*i18n*/ descriptors into server/locales/{en,zh}/messages.po.
export const EMAIL_TEXTS = {
  brand: /*i18n*/ { id: 'email.brand', message: 'Woodnest' },
  subject: /*i18n*/ { id: 'email.placed.subject', message: 'Your Woodnest order {code}' },
  preview: /*i18n*/ { id: 'email.placed.preview', message: 'We will call you within one working day to confirm it.' },
  heading: /*i18n*/ { id: 'email.placed.heading', message: 'Thank you, {name}: your order is placed' },
  call: /*i18n*/ {
    id: 'email.placed.call',
    message: 'We will call you on {phone} within one working day to confirm your order and take payment. Nothing has been charged.',
  },
  number: /*i18n*/ { id: 'email.placed.number', message: 'Order number: {code}' },
  keepNumber: /*i18n*/ {
    id: 'email.placed.keepNumber',
    message: 'Keep this number: it finds your order, and it is what we ask for on the phone.',
  },
  lines: /*i18n*/ { id: 'email.placed.lines', message: 'What you ordered' },
  subtotal: /*i18n*/ { id: 'email.placed.subtotal', message: 'Subtotal' },
  delivery: /*i18n*/ { id: 'email.placed.delivery', message: 'Delivery: {method}' },
  free: /*i18n*/ { id: 'email.placed.free', message: 'Free' },
  salesTax: /*i18n*/ { id: 'email.placed.salesTax', message: 'Sales tax ({rate})' },
  taxIncluded: /*i18n*/ { id: 'email.placed.taxIncluded', message: 'Tax included ({rate})' },
  total: /*i18n*/ { id: 'email.placed.total', message: 'Total' },
  window: /*i18n*/ { id: 'email.placed.window', message: 'Arrives between {earliest} and {latest}.' },
  address: /*i18n*/ { id: 'email.placed.address', message: 'Delivery address' },
  status: /*i18n*/ { id: 'email.placed.status', message: 'See where your order stands' },
  footer: /*i18n*/ {
    id: 'email.placed.footer',
    message: 'Woodnest furniture and home goods. You get this email because you placed an order with us.',
  },
  confirmedHeading: /*i18n*/ { id: 'email.progress.confirmed.heading', message: 'Your order {code} is confirmed' },
  confirmedBody: /*i18n*/ {
    id: 'email.progress.confirmed.body',
    message: 'Thank you for speaking with us. We are preparing your order, and payment is taken as we agreed on the phone.',
  },
  paidHeading: /*i18n*/ { id: 'email.progress.paid.heading', message: 'Your payment for order {code} has arrived' },
  paidBody: /*i18n*/ {
    id: 'email.progress.paid.body',
    message: 'Thank you: your order is paid in full. We will write again when it leaves our workshop.',
  },
  shippedHeading: /*i18n*/ { id: 'email.progress.shipped.heading', message: 'Your order {code} is on its way' },
  shippedBody: /*i18n*/ {
    id: 'email.progress.shipped.body',
    message: 'The delivery crew will call you the day before they come, to agree on a time.',
  },
  deliveredHeading: /*i18n*/ { id: 'email.progress.delivered.heading', message: 'Your order {code} is delivered' },
  deliveredBody: /*i18n*/ {
    id: 'email.progress.delivered.body',
    message: 'We hope it feels at home. If anything is not right, reply to this email and we will put it right.',
  },
  cancelledHeading: /*i18n*/ { id: 'email.progress.cancelled.heading', message: 'Your order {code} is cancelled' },
  cancelledBody: /*i18n*/ {
    id: 'email.progress.cancelled.body',
    message: 'If you paid anything for it, we refund it in full. If you did not expect this, reply to this email.',
  },
  verifySubject: /*i18n*/ { id: 'email.account.verify.subject', message: 'Confirm your email for your Woodnest account' },
  verifyHeading: /*i18n*/ { id: 'email.account.verify.heading', message: 'Confirm your email address' },
  verifyBody: /*i18n*/ {
    id: 'email.account.verify.body',
    message:
      'Thank you for creating a Woodnest account. Open the link below to confirm this address and sign in. It works once, within {hours} hours.',
  },
  verifyButton: /*i18n*/ { id: 'email.account.verify.button', message: 'Confirm and sign in' },
  resetSubject: /*i18n*/ { id: 'email.account.reset.subject', message: 'Choose a new password for your Woodnest account' },
  resetHeading: /*i18n*/ { id: 'email.account.reset.heading', message: 'Choose a new password' },
  resetBody: /*i18n*/ {
    id: 'email.account.reset.body',
    message:
      'Someone asked to reset the password of the Woodnest account for this address. Open the link below to choose a new one. It works once, within {hours} hours.',
  },
  resetButton: /*i18n*/ { id: 'email.account.reset.button', message: 'Choose a new password' },
  accountNotYou: /*i18n*/ {
    id: 'email.account.notYou',
    message: 'If this was not you, ignore this email: nothing changes until the link is opened.',
  },
  accountFooter: /*i18n*/ {
    id: 'email.account.footer',
    message: 'Woodnest furniture and home goods. You get this email because this address was given for a Woodnest account.',
  },
  changeSubject: /*i18n*/ { id: 'email.account.change.subject', message: 'Confirm the new email for your Woodnest account' },
  changeHeading: /*i18n*/ { id: 'email.account.change.heading', message: 'Confirm your new email address' },
  changeBody: /*i18n*/ {
    id: 'email.account.change.body',
    message: 'Open the link below to make this the address your Woodnest account signs in with. It works once, within {hours} hours.',
  },
  changeButton: /*i18n*/ { id: 'email.account.change.button', message: 'Confirm this address' },
  changedSubject: /*i18n*/ { id: 'email.account.changed.subject', message: 'The email of your Woodnest account was changed' },
  changedHeading: /*i18n*/ { id: 'email.account.changed.heading', message: 'Your account has a new email address' },
  changedBody: /*i18n*/ {
    id: 'email.account.changed.body',
    message:
      'Your Woodnest account now signs in with {email}. If you did not change it, contact us at once: we will help you take it back.',
  },
  changedButton: /*i18n*/ { id: 'email.account.changed.button', message: 'Contact us' },
  returnRequestedHeading: /*i18n*/ { id: 'email.return.requested.heading', message: 'We have your return request for order {code}' },
  returnRequestedBody: /*i18n*/ {
    id: 'email.return.requested.body',
    message: 'We will look at it and write to you with our answer. You can follow it in your account, under your orders.',
  },
  returnAcceptedHeading: /*i18n*/ { id: 'email.return.accepted.heading', message: 'Your return for order {code} is accepted' },
  returnAcceptedBody: /*i18n*/ {
    id: 'email.return.accepted.body',
    message: 'We refund {amount} to you the way you paid, and we will call you to agree how the pieces come back to us.',
  },
  returnRefusedHeading: /*i18n*/ { id: 'email.return.refused.heading', message: 'Your return for order {code} was not accepted' },
  returnRefusedBody: /*i18n*/ {
    id: 'email.return.refused.body',
    message: 'We could not accept this return. Reply to this email and we will explain why, or help in another way.',
  },
  returnPieces: /*i18n*/ { id: 'email.return.pieces', message: 'Pieces to return' },
  returnButton: /*i18n*/ { id: 'email.return.button', message: 'See it in your account' },
  backSubject: /*i18n*/ { id: 'email.back.subject', message: '{name} is back in stock' },
  backBody: /*i18n*/ {
    id: 'email.back.body',
    message: 'You asked us to tell you: {name} can be ordered again. We cannot hold it for you, and it may sell out again.',
  },
  backButton: /*i18n*/ { id: 'email.back.button', message: 'See it in the shop' },
  backFooter: /*i18n*/ {
    id: 'email.back.footer',
    message: 'Woodnest furniture and home goods. You get this email once, because this address asked to be told when this piece is back.',
  },
} as const

export type EmailText = keyof typeof EMAIL_TEXTS
