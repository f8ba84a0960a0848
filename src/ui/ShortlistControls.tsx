import { createContext, use, type ComponentType } from 'react'

/** The save and compare buttons of a piece, given by the root route so that cards and pages need not import those features. */
export type ShortlistControl = ComponentType<{ sku: string; name: string; wholeProduct?: boolean }>

const None: ShortlistControl = () => null

export const ShortlistControls = createContext<{ Save: ShortlistControl; Compare: ShortlistControl }>({ Save: None, Compare: None })

export const useShortlistControls = () => use(ShortlistControls)
