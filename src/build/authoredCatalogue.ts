import type { AuthoredCollection, AuthoredProduct } from '../features/catalogue/source/types.ts'
import file from '../../server/seed/catalogue.json' with { type: 'json' }

// The seed file is the one authored catalogue: Vendure is seeded from it, and until the pages read
// Vendure's Shop API, the build emits the static storefront API from the same file.
export const COLLECTIONS = file.collections
  .filter((collection) => collection.members === 'products')
  .map(({ members: _members, ...collection }) => collection) as ReadonlyArray<AuthoredCollection>

export const PRODUCTS = file.products.map(({ materialCodes: _codes, ...product }) => product) as ReadonlyArray<AuthoredProduct>
