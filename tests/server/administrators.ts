import { readFileSync } from 'node:fs'
import { signInToAdminApi, type AdminClient } from '../../server/src/seed/adminClient.ts'
import type { ShopProcess } from './shopProcess.ts'

/** The owner signed in: the first administrator, whose password the shop generated into its data folder. */
export async function signInAsOwner(shop: Pick<ShopProcess, 'url' | 'dataDir'>): Promise<AdminClient> {
  const secrets = JSON.parse(readFileSync(`${shop.dataDir}/secrets.json`, 'utf8')) as {
    superadminUsername: string
    superadminPassword: string
  }
  return signInToAdminApi(`${shop.url}/admin-api`, secrets.superadminUsername, secrets.superadminPassword)
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
