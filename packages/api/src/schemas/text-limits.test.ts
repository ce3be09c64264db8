import { TEXT_MAX_LENGTH } from '@epp/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newCommentBodySchema } from './comments';
import { newPackageBodySchema, packageUpdateBodySchema } from './packages';
import { addUserBodySchema } from './profile';
import { repairApprovalBodySchema } from './sales-reports';

// What the portal's fields refuse, the request schemas refuse too: an embedder's call cannot send it (#26).
const over = (kind: keyof typeof TEXT_MAX_LENGTH) => 'x'.repeat(TEXT_MAX_LENGTH[kind] + 1);
const upTo = (kind: keyof typeof TEXT_MAX_LENGTH) => 'x'.repeat(TEXT_MAX_LENGTH[kind]);

const newPackage = {
  client: 1,
  ean: '4740001000011',
  ean_type: 2,
  package_category: 1,
  package_type: 1,
  volume: 5,
  weight: '12.5',
  color: 2,
  name: 'Õunamahl',
};
const newUser = {
  is_client_admin: false,
  first_name: 'Mari',
  last_name: 'Maasikas',
  personal_code: '49001010000',
  phone: '+37251234567',
  email: 'mari@example.ee',
  profession: 'Raamatupidaja',
};

describe('request texts above their limit', () => {
  it('refuses a comment or a cancel reason longer than a comment may be', () => {
    const comment = { type: 'MESSAGE', visibility: 'PUBLIC' } as const;
    expect(z.safeParse(newCommentBodySchema, { ...comment, body: upTo('comment') }).success).toBe(true);
    expect(z.safeParse(newCommentBodySchema, { ...comment, body: over('comment') }).success).toBe(false);
    const reason = { repair_report_id: 1, is_approve: false };
    expect(z.safeParse(repairApprovalBodySchema, { ...reason, comment: over('comment') }).success).toBe(false);
  });

  it('refuses a package name, EAN or comment above the limit, on creation and on edit', () => {
    expect(z.safeParse(newPackageBodySchema, newPackage).success).toBe(true);
    expect(z.safeParse(newPackageBodySchema, { ...newPackage, name: over('text') }).success).toBe(false);
    expect(z.safeParse(newPackageBodySchema, { ...newPackage, ean: over('ean') }).success).toBe(false);
    expect(z.safeParse(newPackageBodySchema, { ...newPackage, comment: over('comment') }).success).toBe(false);
    const edit = z.partial(packageUpdateBodySchema);
    expect(z.safeParse(edit, { location: over('text') }).success).toBe(false);
  });

  it('refuses a user’s fields above their kind’s limit', () => {
    expect(z.safeParse(addUserBodySchema, newUser).success).toBe(true);
    for (const [field, kind] of [
      ['first_name', 'text'],
      ['email', 'email'],
      ['phone', 'phone'],
      ['profession', 'text'],
    ] as const)
      expect(z.safeParse(addUserBodySchema, { ...newUser, [field]: over(kind) }).success).toBe(false);
    expect(z.safeParse(addUserBodySchema, { ...newUser, personal_code: '4'.repeat(12) }).success).toBe(false);
  });
});
