import type { ApolloServerPlugin } from '@apollo/server'
import type { ApiOptions } from '@vendure/core'
import { GraphQLError, Kind, visit, type FieldNode, type ValueNode } from 'graphql'

type Variables = Record<string, unknown>

const given = (value: unknown) => value !== undefined && value !== null && value !== ''

function valueOf(node: ValueNode | undefined, variables: Variables): unknown {
  if (!node || node.kind === Kind.NULL) return undefined
  if (node.kind === Kind.VARIABLE) return variables[node.name.value]
  if (node.kind === Kind.STRING) return node.value
  if (node.kind === Kind.OBJECT) return Object.fromEntries(node.fields.map((field) => [field.name.value, valueOf(field.value, variables)]))
  return true
}

function sendsPassword(field: FieldNode, variables: Variables): boolean {
  const input = valueOf(field.arguments?.find((argument) => argument.name.value === 'input')?.value, variables)
  return typeof input === 'object' && input !== null && given((input as { password?: unknown }).password)
}

/** Sign-up takes no password through the API either: Vendure checked one only for an unknown email (docs/accounts.md). */
const passwordFromLink: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, request }) {
        if (!operation) return
        let sent = false
        visit(operation, {
          Field(node) {
            if (node.name.value === 'registerCustomerAccount') sent ||= sendsPassword(node, request.variables ?? {})
          },
        })
        if (sent) throw new GraphQLError('PASSWORD_FROM_LINK', { extensions: { code: 'BAD_USER_INPUT', http: { status: 200 } } })
      },
    }
  },
}

export const signUpWithoutPassword = [passwordFromLink] as unknown as NonNullable<ApiOptions['apolloServerPlugins']>
