import { useLingui } from '@lingui/react/macro'

type InvoiceFields = { invoiceKind?: string | null; invoiceTitle?: string | null; invoiceTaxNumber?: string | null } | null | undefined

/** The 发票 the shopper asked for, as it will be issued; nothing when none was. */
export function InvoiceRequest({ fields }: { fields: InvoiceFields }) {
  const { t } = useLingui()
  if (!fields?.invoiceTitle || fields.invoiceKind === 'none') return null
  const title = fields.invoiceTitle
  const taxNumber = fields.invoiceTaxNumber
  return (
    <p className="order-page__invoice">
      <strong>{t({ id: 'order.invoice', message: 'Invoice (fapiao)' })}</strong>{' '}
      {taxNumber
        ? t({ id: 'order.invoiceCompany', message: `to ${title}, tax number ${taxNumber}` })
        : t({ id: 'order.invoicePersonal', message: `to ${title}` })}
    </p>
  )
}
