import { Badge } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { pendingCount } from '#local-db/pending-count.ts';
import { useUserSync } from './use-user-sync.ts';

/**
 * "3 changes waiting to sync": visible only while the outbox holds something (docs/product.md §10).
 * A phone's header has no room for the words, so there it says "3 to sync" and keeps the words for
 * screen readers: a child on a phone must see that work has not reached the teacher yet.
 */
export function PendingChangesBadge() {
  const sync = useUserSync();
  const count = useLiveQuery(() => (sync ? pendingCount(sync.db) : 0), [sync], 0);
  const { t } = useTranslation();
  if (count <= 0) return null;
  const text = t('pendingChanges.waiting', { count });
  return (
    <>
      <Badge color="yellow" variant="light" role="status" visibleFrom="sm">
        {text}
      </Badge>
      <Badge color="yellow" variant="light" role="status" aria-label={text} hiddenFrom="sm">
        {t('pendingChanges.short', { count })}
      </Badge>
    </>
  );
}
