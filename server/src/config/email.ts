import { join } from 'node:path'
import { EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin'
import { accountVerificationEmail, emailChangeEmail, emailChangedNotice, passwordResetEmail } from '../plugins/accounts/accountEmails.js'
import { returnEmail } from '../plugins/after-sale/returnEmail.js'
import { backInStockEmail } from '../plugins/back-in-stock/backInStockEmail.js'
import { orderPlacedEmail } from '../plugins/email/orderPlacedEmail.js'
import { orderProgressEmail } from '../plugins/email/orderProgressEmail.js'
import { dataDir, ROOT } from './environment.js'

const MAILBOX_ROUTE = 'mailbox'

export function smtpTransport(env: NodeJS.ProcessEnv = process.env) {
  if (!env.SMTP_HOST) return undefined
  const port = Number(env.SMTP_PORT || 587)
  return {
    type: 'smtp' as const,
    host: env.SMTP_HOST,
    port,
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
  }
}

export function emailPlugin(env: NodeJS.ProcessEnv = process.env) {
  const transport = smtpTransport(env)
  return EmailPlugin.init({
    ...(transport ? { transport } : { devMode: true as const, outputPath: join(dataDir(env), 'mailbox'), route: MAILBOX_ROUTE }),
    handlers: [
      orderPlacedEmail,
      orderProgressEmail,
      accountVerificationEmail,
      passwordResetEmail,
      emailChangeEmail,
      emailChangedNotice,
      returnEmail,
      backInStockEmail,
    ],
    templateLoader: new FileBasedTemplateLoader(join(ROOT, 'server', 'email-templates')),
    globalTemplateVars: {
      fromAddress: env.MAIL_FROM || '"Woodnest" <orders@woodnest.example>',
      shopUrl: (env.SHOP_URL || `http://localhost:${env.PORT ?? 4173}`).replace(/\/$/, ''),
    },
  })
}
