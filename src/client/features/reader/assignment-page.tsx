import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '#client/i18n/use-translation.ts';
import type { UserSync } from '#client/sync/user-sync-atom.ts';
import { AssignmentModeBadge } from '#client/ui/assignment-mode-badge.tsx';
import { GradeBandText } from '#client/ui/grade-band-text.tsx';
import { ScreenLoader } from '#client/ui/screen-loader.tsx';
import type { ReaderView } from '#local-db/reading/reader-view.ts';
import { AcceptPrompt } from './accept-prompt.tsx';
import type { Evidence } from './evidence.ts';
import { Reader, type ReadingAids } from './reader.tsx';
import type { ReadingStyle } from './reading-style.ts';
import { type PullFailure, useReaderView } from './use-reader-view.ts';

interface AssignmentPageProps {
  uuid: string;
  /** Null until the signed-in user's database is open. */
  sync: UserSync | null;
  style: ReadingStyle;
  /** Read-aloud speed and voice, line focus: the pupil's own, from their preferences. */
  aids: ReadingAids;
  onAidsChange(change: Partial<ReadingAids>): void;
  /** Open at this sentence, highlighted (from the summary). */
  evidence?: Evidence | null;
}

function Heading({ view }: { view: ReaderView }) {
  const { t } = useTranslation('reader');
  const { text } = view.row.assignment;
  return (
    <Stack gap={4}>
      <Title order={1}>{text.title}</Title>
      <Group gap="sm">
        <Text c="dimmed" fz="lg">
          {t('by', { author: text.author })}
        </Text>
        <Badge size="lg" variant="light">
          <GradeBandText level={text.reading_level} />
        </Badge>
        <AssignmentModeBadge mode={view.row.assignment.mode} size="lg" />
      </Group>
    </Stack>
  );
}

function BackToList({ children }: { children: string }) {
  const { t } = useTranslation('reader');
  return (
    <Stack align="flex-start">
      <Alert color="yellow">{children}</Alert>
      <Button component={Link} to="/assignments" variant="light">
        {t('backToList')}
      </Button>
    </Stack>
  );
}

function LocalAssignment(props: AssignmentPageProps & { sync: UserSync }) {
  const { uuid, sync, evidence } = props;
  const { t } = useTranslation('reader');
  const { view, failure } = useReaderView(sync, uuid);
  const failureText = (reason: Exclude<PullFailure, null>) => t(`failure.${reason}`);
  if (view === undefined || (view === null && failure === null)) {
    return <ScreenLoader label={t('loading', { ns: 'common' })} />;
  }
  if (view === null) return <BackToList>{failureText(failure ?? 'error')}</BackToList>;
  return (
    <Stack gap="xl">
      <Heading view={view} />
      {view.status === 'pending' && <AcceptPrompt sync={sync} uuid={uuid} />}
      {view.status === 'rejected' && <BackToList>{t('declined')}</BackToList>}
      {(view.status === 'in_progress' || view.status === 'completed') && (
        <Reader
          sync={sync}
          view={view}
          style={props.style}
          aids={props.aids}
          onAidsChange={props.onAidsChange}
          showEvidence={evidence}
        />
      )}
    </Stack>
  );
}

/** /assignments/{uuid}: the reader, working from the local database online and offline. */
export function AssignmentPage(props: AssignmentPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      {props.sync ? <LocalAssignment {...props} sync={props.sync} /> : <ScreenLoader label={t('loading')} />}
    </Container>
  );
}
