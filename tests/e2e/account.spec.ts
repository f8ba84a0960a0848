import { emailsTo, linkIn } from '../server/mailbox'
import { documentFetches, expect, test } from './fixtures'

const dataDir = process.env.E2E_DATA_DIR!

/** The address the account email's button opens, as a path with its token. */
async function emailedLink(email: string, nth = 1): Promise<string> {
  const url = linkIn((await emailsTo(dataDir, email, nth))[nth - 1]!.body, /\/account\//)
  return `${url.pathname}${url.search}`
}

test('a shopper creates an account in Chinese, confirms it from the email, signs out and in again; the header knows them', async ({
  page,
}) => {
  const email = `mei-${Date.now()}@example.com`
  await page.goto('/zh/account/register')
  await expect(page.getByRole('link', { name: '登录或注册账户' })).toBeVisible()
  await page.getByLabel('姓名').fill('梅')
  await page.getByLabel('电子邮箱').fill(email)
  await page.getByRole('button', { name: '注册' }).click()
  await expect(page.getByRole('heading', { name: '请查收邮件' })).toBeVisible()

  const link = await emailedLink(email)
  expect(link).toMatch(/^\/zh\/account\/verify\?token=/)
  await page.goto(link)
  await page.getByLabel('新密码').fill('12345')
  await page.getByRole('button', { name: '确认并登录' }).click()
  await expect(page.getByText('密码至少需要 8 个字符。')).toBeVisible()
  await page.getByLabel('新密码').fill('胡桃木书架 1987')
  await page.getByRole('button', { name: '确认并登录' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '我的账户' })).toBeVisible()
  await expect(page.getByText('梅，您好。')).toBeVisible()
  await expect(page.getByRole('link', { name: '我的账户（梅）' })).toBeVisible()

  await page.getByRole('button', { name: '退出登录' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
  await expect(page.getByRole('link', { name: '登录或注册账户' })).toBeVisible()
  await page.getByLabel('电子邮箱').fill(email)
  await page.getByLabel('密码').fill('not the password')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('邮箱和密码不匹配任何账户。请检查两者，或设置新密码。')
  await page.getByLabel('密码').fill('胡桃木书架 1987')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page.getByText('梅，您好。')).toBeVisible()
  // Any page, opened anew: its header knows her once hydrated, and its HTML did not.
  const home = await page.goto('/zh')
  expect(await home?.text()).not.toContain('梅')
  await expect(page.getByRole('link', { name: '我的账户（梅）' })).toBeVisible()
})

test('a shopper who forgot the password chooses a new one from the emailed link, once; a common one is refused', async ({ page }) => {
  const email = `ann-${Date.now()}@example.com`
  await page.goto('/account/register')
  await page.getByLabel('Name').fill('Ann')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.goto(await emailedLink(email))
  await page.getByLabel('New password', { exact: true }).fill('walnut shelf 1987')
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()
  await page.getByRole('button', { name: 'Sign out' }).click()

  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  // The sign-in page has an Email field too: filled only once the page has changed.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Email me a link' }).click()
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible()
  const reset = await emailedLink(email, 2)
  expect(reset).toMatch(/^\/account\/reset-password\?token=/)
  await page.goto(reset)
  await page.getByLabel('New password', { exact: true }).fill('iloveyou')
  await page.getByRole('button', { name: 'Save and sign in' }).click()
  await expect(page.getByText('This password is among the most common ones')).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill('cherry bench 2031')
  await page.getByRole('button', { name: 'Save and sign in' }).click()
  await expect(page.getByText('Hello, Ann.')).toBeVisible()

  await page.goto(reset)
  await page.getByLabel('New password', { exact: true }).fill('cherry bench 2032')
  await page.getByRole('button', { name: 'Save and sign in' }).click()
  await expect(page.getByRole('alert')).toHaveText('This link was already used, or is not one of ours. Ask for a new one below.')
})

test('an account link with a malformed token is the 404 page; without one, the page says where the link is', async ({ page }) => {
  await page.goto('/account/verify?token=%3Cscript%3E')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Page Not Found: \/account\/verify/)
  await page.goto('/account/reset-password')
  await expect(page.getByText('This page opens from the link in our email.')).toBeVisible()
  await expect(page.getByLabel('New password', { exact: true })).toBeHidden()
})

test('an account form sends nothing in the address: it posts, and its button waits for the page to start', async ({ request }) => {
  const html = await (await request.get('/account/sign-in')).text()
  expect(html).toMatch(/<form[^>]*method="post"/)
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/)
})

test('a signed-in shopper changes the name and phone, the email (confirmed from the new address) and the password', async ({ page }) => {
  const [email, newEmail] = [`li-${Date.now()}@example.com`, `li-new-${Date.now()}@example.com`]
  await page.goto('/account/register')
  await page.getByLabel('Name').fill('Li')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await page.goto(await emailedLink(email))
  await page.getByLabel('New password', { exact: true }).fill('walnut shelf 1987')
  await page.getByRole('button', { name: 'Confirm and sign in' }).click()

  const details = page.getByRole('form', { name: 'Your details' })
  await details.getByLabel('Name').fill('Li Wei')
  await details.getByLabel('Phone').fill('12')
  await details.getByRole('button', { name: 'Save my details' }).click()
  await expect(details.getByText('Please enter a full phone number')).toBeVisible()
  await details.getByLabel('Phone').fill('+1 415 555 0142')
  await details.getByRole('button', { name: 'Save my details' }).click()
  await expect(details.getByRole('status')).toHaveText('Saved.')
  await expect(page.getByRole('link', { name: 'Your account (Li Wei)' })).toBeVisible()

  const password = page.getByRole('form', { name: 'Change your password' })
  await password.getByLabel('Current password').fill('not it at all')
  await password.getByLabel('New password').fill('cherry bench 2031')
  await password.getByRole('button', { name: 'Change my password' }).click()
  await expect(password.getByText('This is not your current password.')).toBeVisible()
  await password.getByLabel('Current password').fill('walnut shelf 1987')
  await password.getByRole('button', { name: 'Change my password' }).click()
  await expect(password.getByRole('status')).toContainText('Your password is changed.')

  const change = page.getByRole('form', { name: 'Change your email' })
  await change.getByLabel('New email').fill(newEmail)
  await change.getByLabel('Current password').fill('cherry bench 2031')
  await change.getByRole('button', { name: 'Send a link to the new address' }).click()
  await expect(change.getByRole('status')).toContainText(`If ${newEmail} can be used, we have sent it a link.`)
  await page.goto(await emailedLink(newEmail))
  await page.getByRole('button', { name: 'Confirm this address' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible()
})

test('the account pages carry their own words: in the other language after a switch, and in no other page’s first load', async ({
  page,
}) => {
  await page.goto('/faq')
  await expect(page.locator('html[data-interactive]')).toHaveCount(1)
  const firstLoad = (await documentFetches(page)).filter((fetch) => fetch.beforeInteractive).map((fetch) => fetch.path)
  expect(firstLoad.filter((path) => /\/account-[\w-]+\.js$/.test(path))).toEqual([])
  await page.goto('/account/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await page.getByRole('button', { name: '中文' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible()
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible()
})

test('a guest checking out with an account’s email is asked to sign in', async ({ page }) => {
  test.setTimeout(60_000)
  const email = `guest-${Date.now()}@example.com`
  await page.goto('/account/register')
  await page.getByLabel('Name').fill('Ann')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()

  await page.goto('/collections/dining/products/juni-upholstered-dining-chair')
  await expect(page.locator('html[data-interactive]')).toBeAttached()
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
  await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'Checkout' }).click()
  const fields = {
    'Full name': 'Mallory',
    Phone: '+1 415 555 0166',
    'Street and number': '1 Market Street',
    Postcode: '94105',
    City: 'San Francisco',
  }
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'California' })
  await expect(page.getByText(/^Arrives between/)).toBeVisible()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByText('This email has an account with us. Sign in').first()).toBeVisible()
})
