import { useRouter } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { ColorSchemeToggle } from '#client/features/navigation/color-scheme-toggle.tsx';
import { NotificationBell } from '#client/features/notifications/notification-bell.tsx';
import { pullNotifications } from '#client/features/notifications/pull-notifications.ts';
import { receivePushedNotification } from '#client/features/notifications/receive-pushed-notification.ts';
import { NotificationPrompt } from '#client/features/push/notification-prompt.tsx';
import { unsubscribeOnSignOut } from '#client/features/push/unsubscribe-on-sign-out.ts';
import { OfflineTextsService } from '#client/features/reader/offline-texts-service.tsx';
import { realtimeConnectedAtom } from '#client/features/realtime/realtime-atoms.ts';
import { RealtimeService } from '#client/features/realtime/realtime-service.tsx';
import {
  useReaderPreferences,
  useThemePreference,
} from '#client/features/settings/use-reader-preferences.ts';
import { useApi } from '#client/state/use-api.ts';
import { PendingChangesBadge } from '#client/sync/pending-changes-badge.tsx';
import { UserSyncService } from '#client/sync/user-sync-service.tsx';

/**
 * What runs once for a signed-in user, composed here so the features stay apart: their database and
 * outbox, realtime feeding the notifications, the service worker's copy of assigned texts, the
 * notification prompt, their light/dark theme. Lazy: none of it is in the
 * first route's chunk.
 */
export function SignedInServices({ userId }: { userId: number }) {
  const store = useStore();
  const router = useRouter();
  const api = useApi();
  useEffect(() => unsubscribeOnSignOut(api), [api]);
  const navigation = {
    openAssignment: (uuid: string) => void router.navigate({ to: '/assignments/$uuid', params: { uuid } }),
    openPath: (path: string) => router.history.push(path),
  };
  return (
    <>
      <UserSyncService userId={userId} />
      <RealtimeService
        userId={userId}
        onNotification={(payload) => void receivePushedNotification(store, payload, navigation)}
        onSubscribed={() => void pullNotifications(store)}
      />
      <OfflineTextsService />
      <AppliedTheme />
    </>
  );
}

/** The person's theme preference, applied to every screen while they are signed in. */
function AppliedTheme() {
  useThemePreference(useReaderPreferences().preferences.theme);
  return null;
}

/**
 * The header's light/dark button for a signed-in person: it sets their own theme preference (the one
 * Settings shows), so the button and Settings are one choice and neither silently undoes the other.
 */
export function ThemeToggleSlot() {
  const { update } = useReaderPreferences();
  return <ColorSchemeToggle onPick={(theme) => update({ theme })} />;
}

/** The signed-in part of the notice band under the header: the offer to turn on notifications. */
export function SignedInNotices({ userId }: { userId: number }) {
  return <NotificationPrompt userId={userId} />;
}

/** The navigation bar's slot: the pending-changes count and the bell with the connection dot. */
export function NotificationSlot() {
  return (
    <>
      <PendingChangesBadge />
      <NotificationBell connected={useAtomValue(realtimeConnectedAtom)} />
    </>
  );
}
