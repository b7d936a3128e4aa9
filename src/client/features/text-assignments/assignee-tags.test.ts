import { describe, expect, it } from 'vitest';
import type { OwnerAssignment } from '#contract/assignments.ts';
import { assigneeEmail, assigneeTag, canResendInvitation } from './assignee-tags.ts';

const row = (overrides: Partial<OwnerAssignment>): OwnerAssignment => ({
  id: 1,
  uuid: '11111111-1111-4111-8111-111111111111',
  status: 'pending',
  mode: 'check',
  due_date: null,
  created_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  assignee_email: 'kid@example.test',
  class: null,
  assigned_user: null,
  has_invitation: true,
  answered_questions_count: 0,
  total_questions_count: 0,
  ...overrides,
});
const user = (has_password: boolean) => ({ id: 2, name: 'Kid', email: 'kid@example.test', has_password });

describe('assignee tags (docs/product.md §2)', () => {
  it("shows 'Invitation pending' when nobody with the address has an account", () => {
    expect(assigneeTag(row({ assigned_user: null }))).toBe('Invitation pending');
    expect(canResendInvitation(row({ assigned_user: null }))).toBe(true);
  });

  it("shows 'Pending Setup' with Resend Invitation for a password-less assignee with an invitation", () => {
    const pending = row({ assigned_user: user(false), has_invitation: true });
    expect(assigneeTag(pending)).toBe('Pending Setup');
    expect(canResendInvitation(pending)).toBe(true);
  });

  it('shows no tag and no resend once the assignee has a password', () => {
    const done = row({ assigned_user: user(true), has_invitation: false });
    expect(assigneeTag(done)).toBeNull();
    expect(canResendInvitation(done)).toBe(false);
  });

  it('offers no resend without an invitation', () => {
    expect(assigneeTag(row({ assigned_user: user(false), has_invitation: false }))).toBeNull();
    expect(canResendInvitation(row({ assigned_user: null, has_invitation: false }))).toBe(false);
  });

  it("uses the assigned user's e-mail, else the address it was sent to", () => {
    expect(assigneeEmail(row({ assigned_user: { ...user(true), email: 'a@b.test' } }))).toBe('a@b.test');
    expect(assigneeEmail(row({}))).toBe('kid@example.test');
  });
});
