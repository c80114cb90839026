import { createContext, useContext } from 'react'

/**
 * The CSP nonce of the current document. Set on the server; the browser
 * hides nonce attributes from scripts, so it is '' after hydration.
 */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
