import { describe, expect, it } from 'vitest'
import { reconcile } from '../../src/lib/account/savedOnAccount'

describe('the saved list of a browser and of its account', () => {
  it('at the first sign-in in a browser, holds both lists, this browser’s first', () => {
    expect(reconcile(['sofa/oat', 'lamp/brass'], ['table/oak', 'sofa/oat'], undefined)).toEqual(['sofa/oat', 'lamp/brass', 'table/oak'])
  })

  it('afterwards follows the account, keeping what this browser added or removed since they last agreed', () => {
    const base = ['sofa/oat', 'lamp/brass']
    // Another browser added a table and removed nothing; this one removed the lamp and added a rug before it could say so.
    expect(reconcile(['rug/wool', 'sofa/oat'], ['table/oak', 'sofa/oat', 'lamp/brass'], base)).toEqual([
      'rug/wool',
      'table/oak',
      'sofa/oat',
    ])
    // Nothing changed here: the account's list, removals made elsewhere included.
    expect(reconcile(base, ['lamp/brass'], base)).toEqual(['lamp/brass'])
  })
})
