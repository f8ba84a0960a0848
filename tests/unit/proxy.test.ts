import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { clientAddress, trustProxyFromEnv } from '../../server/src/config/proxy.ts'

const request = (ip: string | undefined, socket = '10.0.0.1') => ({ ip, socket: { remoteAddress: socket } }) as unknown as IncomingMessage

describe('the proxies the shop believes (TRUST_PROXY)', () => {
  it('believes none by default, named ones or a number of hops when told, and never any client at all', () => {
    expect(trustProxyFromEnv({})).toBe(false)
    expect(trustProxyFromEnv({ TRUST_PROXY: 'false' })).toBe(false)
    expect(trustProxyFromEnv({ TRUST_PROXY: '2' })).toBe(2)
    expect(trustProxyFromEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toBe('loopback, 10.0.0.0/8')
    expect(() => trustProxyFromEnv({ TRUST_PROXY: 'true' })).toThrow(/would believe any client/)
  })
})

describe('the client a limit counts', () => {
  it('is the address Express settled on, else the socket’s; IPv4 in one form', () => {
    expect(clientAddress(request('203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(request('::ffff:203.0.113.7'))).toBe('203.0.113.7')
    expect(clientAddress(request(undefined, '198.51.100.2'))).toBe('198.51.100.2')
  })

  it('counts an IPv6 client by its /64, however it writes its address', () => {
    expect(clientAddress(request('2001:db8:0:1:aaaa:bbbb:cccc:dddd'))).toBe('2001:db8:0:1::/64')
    expect(clientAddress(request('2001:DB8:0:1::5'))).toBe('2001:db8:0:1::/64')
    expect(clientAddress(request('2001:db8::1'))).toBe('2001:db8:0:0::/64')
    expect(clientAddress(request('::1'))).toBe('0:0:0:0::/64')
  })
})
