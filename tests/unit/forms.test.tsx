import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { ContactForm } from '../../src/features/contact/ContactForm'
import { createQueryClient } from '../../src/lib/queryClient'

const receipt = { reference: 'MSG-AB12CD34', createdAt: '2026-11-21T06:00:00.000Z' }
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status })

function renderForm() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <ContactForm />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Mei Lin')
  await user.type(screen.getByLabelText('Email'), 'mei@example.com')
  await user.selectOptions(screen.getByLabelText('What is it about?'), 'delivery')
  await user.type(screen.getByLabelText('Your message'), 'When will my sofa arrive, please?')
}

afterEach(() => sessionStorage.clear())

describe('a shop form', () => {
  it('shows every problem on an empty submit and focuses the first field at fault', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields:')
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please fill this in.')
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends once and shows the reference', async () => {
    const fetchMock = vi.fn(async () => json(receipt, 201))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.dblClick(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/Your reference is MSG-AB12CD34/)).toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit]
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Mei Lin', topic: 'delivery' })
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[\w-]{20,}$/)
    expect(sessionStorage.getItem('draft:contact')).toBeNull()
  })

  it('a link of the error summary takes the focus to its field', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await user.click(screen.getByRole('link', { name: 'Email: Please fill this in.' }))
    expect(screen.getByLabelText('Email')).toHaveFocus()
  })

  it('a one-line field stops at its limit; a long message is kept whole, with a count and a clear refusal', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderForm()
    await user.click(screen.getByLabelText('Your name'))
    await user.paste('M'.repeat(110))
    expect(screen.getByLabelText('Your name')).toHaveValue('M'.repeat(100))
    await user.click(screen.getByLabelText('Your message'))
    await user.paste('x'.repeat(2010))
    expect(screen.getByLabelText('Your message')).toHaveValue('x'.repeat(2010))
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription('2,010 of 2,000 characters')
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByRole('link', { name: 'Your message: This is too long.' })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('moves the focus to the answer once sent, and to the first field for another message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(receipt, 201)),
    )
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus())
    expect(screen.getByRole('status')).toHaveTextContent(/MSG-AB12CD34/)
    await user.click(screen.getByRole('button', { name: 'Send another message' }))
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus())
  })

  it('keeps what was typed when sending fails, and retries with the same Idempotency-Key', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(receipt, 201))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/We could not reach our server/)).toBeInTheDocument()
    expect(screen.getByLabelText('Your message')).toHaveValue('When will my sofa arrive, please?')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/MSG-AB12CD34/)).toBeInTheDocument()
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers((init as RequestInit).headers).get('Idempotency-Key'))
    expect(keys[0]).toBe(keys[1])
  })

  it('shows the server’s field errors and says to wait on 429', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: 'validation', fields: { email: 'email' } }, 400))
      .mockResolvedValueOnce(json({ error: 'rate-limited' }, 429))
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    renderForm()
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText('Email: Please enter an email address like name@example.com.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/Please wait a minute/)).toBeInTheDocument()
  })

  it('keeps a draft across a reload', async () => {
    vi.stubGlobal('fetch', vi.fn())
    const user = userEvent.setup()
    const first = renderForm()
    await user.type(screen.getByLabelText('Your name'), 'Mei')
    first.unmount()
    renderForm()
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue('Mei'))
  })

  it('takes only plain values from a stored draft', async () => {
    sessionStorage.setItem('draft:contact', '{"name": {"injected": true}, "email": "mei@example.com"}')
    vi.stubGlobal('fetch', vi.fn())
    renderForm()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('mei@example.com'))
    expect(screen.getByLabelText('Your name')).toHaveValue('')
  })
})
