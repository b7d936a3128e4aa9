import type { AssignmentSettings } from '#contract/assignments.ts';
import { assignmentPaths } from '#contract/assignments.ts';
import type { NotificationData } from '#contract/notifications.ts';
import type { Database } from '../../db/database.ts';
import { preparedStatement } from '../../db/prepared-statements.ts';
import { notFound } from '../../http-error.ts';
import { pushWords, recipientLocale } from '../../i18n/words.ts';
import type { UserRow } from '../auth/user-resource.ts';
import type { NotificationWords } from '../notifications/notification-words.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { NotificationRow } from '../notifications/repository.ts';
import type { AssignDeps } from './assign-service.ts';
import { ASSIGNMENT_NOTIFICATION, ASSIGNMENT_WORDS_KEY, assignedAlreadyError } from './assign-service.ts';
import { assignmentMail } from './assignment-mails.ts';
import type { OwnerAssignmentFields } from './assignment-resource.ts';
import { parseDueDate } from './due-date.ts';

export type AccountAssignDeps = Pick<AssignDeps, 'mailer' | 'appUrl'> & {
  database: Database;
  notifications: Pick<Notifier, 'announce'>;
};

/** Stands for the title in the English message the statement completes (i18next leaves it as it is). */
const TITLE_SLOT = '{{title}}';

interface AssignedRow {
  texts: number;
  accounts: number;
  id: number | null;
  uuid: string;
  status: OwnerAssignmentFields['assignment']['status'];
  mode: OwnerAssignmentFields['assignment']['mode'];
  due_date: Date | null;
  created_at: Date;
  completed_at: Date | null;
  assignee_email: string | null;
  user_id: number;
  user_name: string;
  user_email: string | null;
  user_password_hash: string | null;
  user_locale: string | null;
  title: string;
  author: string;
  total: number;
  has_invitation: boolean;
  notification_id: string;
  notification_data: NotificationData;
  notification_created_at: Date;
}

/**
 * The teacher's assign to one address that has an account with a password, in ONE prepared
 * statement (docs/architecture.md §6): it checks that the text is the owner's, finds the account,
 * inserts the assignment unless the address has it, stores the assignment notification exactly as
 * `assignmentNotification` words it, and answers what the owner's row needs. On the embedded
 * database the ten assigns a teacher makes at once then share one commit, and the pupil's socket
 * hears of it straight after that statement. The notification's JSON is `completeNotificationData`
 * of `assignmentNotification`: change the two together.
 */
const assignToAccountStatement = preparedStatement({
  name: 'assignments_assign_to_account',
  text: `with found as (
    select t.id, t.title, t.author,
      (select count(*) from questions q where q.text_id = t.id)::int as total
    from texts t where t.id = $1::int and t.owner_id = $2::int
  ), account as (
    select u.id, u.name, u.email, u.password_hash, u.locale from users u
    where u.email = $3::text and u.password_hash is not null
  ), made as (
    insert into assignments (text_id, owner_id, assignee_email, assigned_user_id, due_date, mode)
    select found.id, $2::int, $3::text, account.id, $4::text::timestamptz, $5::text from found, account
    on conflict do nothing
    returning id, uuid, status, mode, due_date, created_at, completed_at, assignee_email
  ), notified as (
    insert into notifications (user_id, type, data)
    select account.id, $6::text, jsonb_build_object(
      'message', replace($7::text, '${TITLE_SLOT}', found.title),
      'text_id', found.id, 'text_title', found.title, 'text_author', found.author,
      'due_date', $4::text, 'assignment_uuid', made.uuid,
      'words', jsonb_build_object('key', $8::text, 'values', jsonb_build_object('title', found.title)))
    from made, found, account
    returning id, data, created_at
  )
  select (select count(*) from found)::int as texts, (select count(*) from account)::int as accounts,
    made.id, made.uuid, made.status, made.mode, made.due_date, made.created_at, made.completed_at,
    made.assignee_email, account.id as user_id, account.name as user_name, account.email as user_email,
    account.password_hash as user_password_hash, account.locale as user_locale,
    found.title, found.author, found.total,
    exists (select 1 from invitations i where i.email = made.assignee_email and i.used_at is null)
      as has_invitation,
    notified.id as notification_id, notified.data as notification_data,
    notified.created_at as notification_created_at
  from (select 1) as one
  left join made on true left join found on true left join account on true left join notified on true`,
});

/**
 * Assigns the owner's text to `email` when that address has an account with a password (the
 * common case: a pupil of the class), and answers the owner's row of the new assignment. The
 * recipient's socket hears of it before anything else is done; the Web Push and the accept mail
 * go out in the background. Undefined when the general path must answer instead: a new address
 * or an unfinished account (they need an invitation, in a transaction), a due date it refuses
 * (it answers a foreign text's 404 first), or an owner who is not an admin (only the 404).
 */
export async function assignToAccount(
  deps: AccountAssignDeps,
  owner: UserRow,
  textId: number,
  email: string,
  settings: AssignmentSettings,
): Promise<OwnerAssignmentFields | undefined> {
  if (!owner.roles.includes('admin')) return undefined;
  let dueDate: Date | null;
  try {
    dueDate = parseDueDate(settings.due_date);
  } catch {
    return undefined;
  }
  const [row] = await deps.database.runPrepared<AssignedRow>(assignToAccountStatement, [
    textId,
    owner.id,
    email.trim().toLowerCase(),
    dueDate?.toISOString() ?? null,
    settings.mode,
    ASSIGNMENT_NOTIFICATION,
    pushWords('en')(ASSIGNMENT_WORDS_KEY, { title: TITLE_SLOT }),
    ASSIGNMENT_WORDS_KEY,
  ]);
  if (!row?.texts) throw notFound('Text');
  if (!row.accounts) return undefined;
  if (row.id === null) throw assignedAlreadyError();
  const locale = recipientLocale(row.user_locale);
  const words: NotificationWords = { key: ASSIGNMENT_WORDS_KEY, values: { title: row.title } };
  deps.notifications.announce(notificationOf(row), words, locale);
  if (row.user_email) {
    deps.mailer.sendLater(
      assignmentMail(
        locale,
        { name: row.user_name, email: row.user_email },
        owner.name,
        row,
        dueDate,
        `${deps.appUrl}${assignmentPaths.acceptScreen(row.uuid)}`,
      ),
    );
  }
  return ownerFieldsOf(row, row.id);
}

const notificationOf = (row: AssignedRow): NotificationRow => ({
  id: row.notification_id,
  userId: row.user_id,
  type: ASSIGNMENT_NOTIFICATION,
  data: row.notification_data,
  readAt: null,
  createdAt: row.notification_created_at,
});

const ownerFieldsOf = (row: AssignedRow, id: number): OwnerAssignmentFields => ({
  assignment: {
    id,
    uuid: row.uuid,
    status: row.status,
    mode: row.mode,
    dueDate: row.due_date,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    assigneeEmail: row.assignee_email,
  },
  user: {
    id: row.user_id,
    name: row.user_name,
    email: row.user_email,
    passwordHash: row.user_password_hash,
  },
  class: null,
  hasInvitation: row.has_invitation,
  answeredCount: 0,
  totalCount: row.total,
});
