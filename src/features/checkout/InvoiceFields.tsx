import { useLingui } from '@lingui/react/macro'
import { INVOICE_KINDS, type InvoiceKind } from '#domain/forms/invoice'
import type { FieldErrorCode } from '#domain/forms/schemas'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { FormField } from '@/ui/FormField'

type InvoiceForm = {
  values: Record<string, unknown>
  errors: Partial<Record<string, FieldErrorCode>>
  bind: (name: string) => object
}

export function useInvoiceLabels() {
  const { t } = useLingui()
  return {
    invoiceKind: t({ id: 'checkout.invoice', message: 'Invoice (fapiao)' }),
    invoiceTitle: t({ id: 'checkout.invoiceTitle', message: 'Invoice title' }),
    invoiceTaxNumber: t({ id: 'checkout.invoiceTaxNumber', message: 'Company tax number' }),
  }
}

/** The 发票 request of a Chinese order: to whom it is issued, and a company's tax number. */
export function InvoiceFields({ form }: { form: InvoiceForm }) {
  const { t } = useLingui()
  const labels = useInvoiceLabels()
  const kind = String(form.values['invoiceKind'] ?? 'none') as InvoiceKind
  const kinds: Record<InvoiceKind, string> = {
    none: t({ id: 'checkout.invoice.none', message: 'No invoice' }),
    personal: t({ id: 'checkout.invoice.personal', message: 'To me, as a person' }),
    company: t({ id: 'checkout.invoice.company', message: 'To a company' }),
  }
  return (
    <>
      <FormField
        id="field-invoiceKind"
        label={labels.invoiceKind}
        hint={t({ id: 'checkout.invoiceHint', message: 'We issue the invoice to the details you give here.' })}
        error={form.errors['invoiceKind']}
      >
        <ChoiceSelect options={INVOICE_KINDS} labels={kinds} {...form.bind('invoiceKind')} />
      </FormField>
      {kind !== 'none' && (
        <FormField
          id="field-invoiceTitle"
          label={labels.invoiceTitle}
          hint={
            kind === 'company'
              ? t({ id: 'checkout.invoiceTitleCompany', message: 'The company’s full registered name.' })
              : t({ id: 'checkout.invoiceTitlePersonal', message: 'Your full name.' })
          }
          error={form.errors['invoiceTitle']}
        >
          <input type="text" autoComplete={kind === 'company' ? 'organization' : 'name'} {...form.bind('invoiceTitle')} />
        </FormField>
      )}
      {kind === 'company' && (
        <FormField
          id="field-invoiceTaxNumber"
          label={labels.invoiceTaxNumber}
          hint={t({ id: 'checkout.invoiceTaxNumberHint', message: '18 letters and digits (统一社会信用代码).' })}
          error={form.errors['invoiceTaxNumber']}
        >
          <input type="text" autoCapitalize="characters" spellCheck={false} {...form.bind('invoiceTaxNumber')} />
        </FormField>
      )}
    </>
  )
}
