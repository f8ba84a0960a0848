import { join } from 'node:path'
import { EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin'
import { orderPlacedEmail } from '../plugins/email/orderPlacedEmail.js'
import { orderProgressEmail } from '../plugins/email/orderProgressEmail.js'
import { dataDir, ROOT } from './environment.js'

/** Where the development mailbox answers, when no SMTP server is configured. */
const MAILBOX_ROUTE = 'mailbox'

/** The SMTP server of `SMTP_HOST` (docs/deploying.md), or none: emails then go to the development mailbox. */
export function smtpTransport(env: NodeJS.ProcessEnv = process.env) {
  if (!env.SMTP_HOST) return undefined
  const port = Number(env.SMTP_PORT || 587)
  return {
    type: 'smtp' as const,
    host: env.SMTP_HOST,
    port,
    // Port 465 speaks TLS from the start; 587 and 25 upgrade with STARTTLS.
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
    ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
  }
}

/**
 * Vendure's EmailPlugin with the shop's emails: over SMTP when it is configured, else written to
 * `DATA_DIR/mailbox` and shown by the plugin's own development mailbox at `/mailbox` (loopback
 * only: server/src/plugins/email/mailboxGuard.ts).
 */
export function emailPlugin(env: NodeJS.ProcessEnv = process.env) {
  const transport = smtpTransport(env)
  return EmailPlugin.init({
    ...(transport ? { transport } : { devMode: true as const, outputPath: join(dataDir(env), 'mailbox'), route: MAILBOX_ROUTE }),
    handlers: [orderPlacedEmail, orderProgressEmail],
    templateLoader: new FileBasedTemplateLoader(join(ROOT, 'server', 'email-templates')),
    globalTemplateVars: {
      fromAddress: env.MAIL_FROM || '"Woodnest" <orders@woodnest.example>',
      // The links in an email lead to the shop as shoppers reach it.
      shopUrl: (env.SHOP_URL || `http://localhost:${env.PORT ?? 4173}`).replace(/\/$/, ''),
    },
  })
}
