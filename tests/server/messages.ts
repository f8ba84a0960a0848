/** A business inquiry as the shop's business page sends it. */
export const HOTEL_INQUIRY = {
  company: 'Harbour Hotel',
  contactName: 'Tom Reyes',
  email: 'tom@harbour.example',
  phone: '+1 415 555 0100',
  country: 'United States',
  projectType: 'hotel',
  quantity: 120,
  budget: '200k-1m',
  timeline: '3-6-months',
  message: 'Lobby and 60 rooms, oak preferred.',
}

/** Sends a form to the shop's endpoint (`contact-requests`, `enterprise-inquiries`, `launch-subscriptions`); the reference it answers. */
export async function sendMessage(shopUrl: string, path: string, body: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${shopUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { reference: string }).reference
}
