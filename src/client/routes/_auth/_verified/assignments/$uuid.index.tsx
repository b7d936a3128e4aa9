import { createFileRoute } from '@tanstack/react-router';
import { AssignmentPage } from '#client/features/reader/assignment-page.tsx';
import { readingStyleOf } from '#client/features/settings/reader-preferences.ts';
import {
  useReaderPreferences,
  useThemePreference,
} from '#client/features/settings/use-reader-preferences.ts';
import { useUserSync } from '#client/sync/use-user-sync.ts';

function AssignmentPageRoute() {
  const { uuid } = Route.useParams();
  const sync = useUserSync();
  const { preferences } = useReaderPreferences();
  useThemePreference(preferences.theme);
  return <AssignmentPage uuid={uuid} sync={sync} style={readingStyleOf(preferences)} />;
}

export const Route = createFileRoute('/_auth/_verified/assignments/$uuid/')({
  component: AssignmentPageRoute,
});
