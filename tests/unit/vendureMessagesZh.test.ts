import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { parse, type ParseOptions, type Token } from '@messageformat/parser'
import { describe, expect, it } from 'vitest'
import { VENDURE_MESSAGES_ZH } from '../../server/src/plugins/back-office/vendureMessagesZh'

type Messages = Record<string, Record<string, string>>

const enPath = createRequire(import.meta.url).resolve('@vendure/core/dist/i18n/messages/en.json')
const en = JSON.parse(readFileSync(enPath, 'utf-8')) as Messages
const zh: Messages = VENDURE_MESSAGES_ZH

const entries = (messages: Messages) =>
  Object.entries(messages).flatMap(([group, byKey]) => Object.keys(byKey).map((key) => `${group}.${key}`))

const messageOf = (messages: Messages, id: string) => {
  const [group = '', key = ''] = id.split(/\.(.*)/)
  return messages[group]?.[key] ?? ''
}

// Chinese has one plural category ("other"), so a `one {…}` case would never be used.
const ZH_PLURALS: ParseOptions = { cardinal: ['other'], ordinal: ['other'] }

type Shape = { args: Set<string>; selectKeys: Map<string, Set<string>>; text: string }

const shapeOf = (message: string, options?: ParseOptions): Shape => {
  const shape: Shape = { args: new Set(), selectKeys: new Map(), text: '' }
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') shape.text += token.value
      else if (token.type === 'argument') shape.args.add(token.arg)
      else if (token.type === 'function') {
        shape.args.add(token.arg)
        visit(token.param ?? [])
      } else if (token.type !== 'octothorpe') {
        shape.args.add(token.arg)
        if (token.type === 'select') shape.selectKeys.set(token.arg, new Set(token.cases.map((c) => c.key)))
        for (const c of token.cases) visit(c.tokens)
      }
    }
  }
  visit(parse(message, options))
  return shape
}

const enIds = entries(en)
const zhIds = entries(zh)

describe("Vendure's server messages in Chinese", () => {
  it('has every key of en.json', () => {
    expect(enIds.length).toBeGreaterThan(100)
    expect(enIds.filter((id) => !zhIds.includes(id))).toEqual([])
  })

  it('has no key that en.json lacks', () => {
    expect(zhIds.filter((id) => !enIds.includes(id))).toEqual([])
  })

  describe.each(enIds.filter((id) => zhIds.includes(id)))('%s', (id) => {
    const english = messageOf(en, id)
    const chinese = messageOf(zh, id)

    it('is valid ICU with only the plural cases Chinese has', () => {
      expect(() => shapeOf(chinese, ZH_PLURALS)).not.toThrow()
    })

    it('uses the same arguments as the English', () => {
      const enShape = shapeOf(english)
      const zhShape = shapeOf(chinese)
      expect([...zhShape.args].sort()).toEqual([...enShape.args].sort())
      expect(zhShape.selectKeys).toEqual(enShape.selectKeys)
    })

    it('is written in Chinese', () => {
      expect(shapeOf(chinese).text).toMatch(/\p{Script=Han}/u)
    })

    it('keeps the code identifiers an API user types', () => {
      for (const [code] of english.matchAll(/`[^`]+`/g)) expect(chinese).toContain(code)
    })
  })
})
