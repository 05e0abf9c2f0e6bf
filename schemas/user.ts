import * as z from 'zod/mini';
import { isKnownAccountType, LinkedAccountWire, toLinkedAccount, type LinkedAccount } from './linked-accounts';
import { MFA_METHOD_TYPES, type MfaMethodType } from './names';
import { fromSeconds } from './time';


const MfaMethodWire = z.object({ type: z.enum(MFA_METHOD_TYPES), verified_at: z.nullish(z.number()) });

/** A linked account as the wire may send it: known types are checked in full, unknown ones only carry a type. */
const AnyAccountWire = z.looseObject({ type: z.string() });

export const UserWire = z.object({
  id: z.string(),
  created_at: z.number(),
  linked_accounts: z.array(AnyAccountWire),
  mfa_methods: z._default(z.array(MfaMethodWire), []),
  has_accepted_terms: z._default(z.boolean(), false),
  is_guest: z._default(z.boolean(), false),
  custom_metadata: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), {}),
});
export type UserWire = z.input<typeof UserWire>;

export type CustomMetadata = Record<string, string | number | boolean>;

export interface MfaMethod {
  type: MfaMethodType;
  verifiedAt: Date | null;
}

export interface User {
  id: string;
  createdAt: Date;
  linkedAccounts: LinkedAccount[];
  mfaMethods: MfaMethod[];
  hasAcceptedTerms: boolean;
  isGuest: boolean;
  customMetadata: CustomMetadata;
}

/** The wire user mapped to the domain User; unknown account types are dropped with a warning. */
export const UserSchema = z.pipe(
  UserWire,
  z.transform((wire, ctx): User => {
    const linkedAccounts: LinkedAccount[] = [];
    wire.linked_accounts.forEach((raw, index) => {
      if (!isKnownAccountType(raw.type)) {
        console.warn(`[portico] Skipping linked account of unknown type "${raw.type}"`);
        return;
      }
      const parsed = LinkedAccountWire.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.issues.push({
            code: 'custom',
            message: issue.message,
            path: ['linked_accounts', index, ...issue.path],
            input: raw,
          });
        }
        return;
      }
      linkedAccounts.push(toLinkedAccount(parsed.data));
    });
    return {
      id: wire.id,
      createdAt: fromSeconds(wire.created_at),
      linkedAccounts,
      mfaMethods: wire.mfa_methods.map((m) => ({ type: m.type, verifiedAt: fromSeconds(m.verified_at) })),
      hasAcceptedTerms: wire.has_accepted_terms,
      isGuest: wire.is_guest,
      customMetadata: wire.custom_metadata,
    };
  }),
);
