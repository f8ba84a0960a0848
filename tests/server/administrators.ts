import { readFileSync } from 'node:fs'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import type { ShopProcess } from './shopProcess.ts'
import { cookieJar } from './shopper.ts'

/** The owner signed in: the first administrator, whose password the shop generated into its data folder; in one market's channel, when given. */
export async function signInAsOwner(shop: Pick<ShopProcess, 'url' | 'dataDir'>, channel?: 'us' | 'cn'): Promise<AdminClient> {
  const secrets = JSON.parse(readFileSync(`${shop.dataDir}/secrets.json`, 'utf8')) as {
    superadminUsername: string
    superadminPassword: string
  }
  return signInToAdminApi(
    `${shop.url}/admin-api${channel ? `?vendure-token=${channel}` : ''}`,
    secrets.superadminUsername,
    secrets.superadminPassword,
  )
}

/** An administrator with the role of that code (`staff`, `__super_admin_role__`), as the owner adds one in the Dashboard; their id. */
export async function addAdministrator(
  owner: AdminClient,
  { email, password }: { email: string; password: string },
  roleCode: string,
): Promise<string> {
  const { roles } = await owner<{ roles: { items: Array<{ id: string }> } }>(
    `query ($code: String!) { roles(options: { filter: { code: { eq: $code } } }) { items { id } } }`,
    {
      code: roleCode,
    },
  )
  const { createAdministrator } = await owner<{ createAdministrator: { id: string } }>(
    `mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`,
    { input: { firstName: 'Wei', lastName: 'Zhang', emailAddress: email, password, roleIds: [roles.items[0]!.id] } },
  )
  return createAdministrator.id
}

export type Answer = { data?: Record<string, any>; errors?: Array<{ message: string; extensions?: { code?: string } }> }

/** An Admin API session that keeps its cookies and hands back errors rather than throwing: refusals are what these tests read. */
export function adminSession(url: string) {
  const jar = cookieJar()
  const cookies = jar.header
  const send = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${url}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies(), ...headers },
      body: JSON.stringify({ query, variables }),
    })
    jar.keep(response)
    return (await response.json()) as Answer
  }
  const signIn = (username: string, password: string) =>
    send(
      `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } ... on ErrorResult { errorCode } } }`,
      {
        u: username,
        p: password,
      },
    )
  return Object.assign(send, { signIn, cookies })
}

export const refused = (answer: Answer) => answer.errors?.[0]?.extensions?.code
