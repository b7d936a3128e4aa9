import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { AnchorLink } from '#client/ui/anchor-link.tsx';
import { ClassPictureImage } from '#client/ui/class-picture.tsx';
import { useGradeBand } from '#client/ui/grade-band-text.tsx';
import { LevelFitBadge } from '#client/ui/level-fit-badge.tsx';
import { ReadingLevelText } from '#client/ui/reading-level-text.tsx';
import { TableHead } from '#client/ui/table-head.tsx';
import type { ClassPupil } from '#contract/classes.ts';
import { levelFit, type TaughtPupilLevel } from '#contract/reading-levels.ts';

interface PupilsTableProps {
  pupils: ClassPupil[];
  /** The teacher's pupils with their reading levels (`pupilLevelsQuery`); undefined while loading. */
  levels: readonly TaughtPupilLevel[] | undefined;
  /** The reading level of the text chosen to assign, if one is: each pupil gets a mark for it. */
  textLevel: number | null;
  onReset: (pupil: ClassPupil) => void;
  onRemove: (pupil: ClassPupil) => void;
  /** Downloads everything the app keeps about the pupil (docs/backups.md). */
  onExport: (pupil: ClassPupil) => void;
}

function SignsInWith({ pupil }: { pupil: ClassPupil }) {
  const { t } = useTranslation('classes');
  if (pupil.pictures)
    return (
      <Group
        gap={4}
        aria-label={t('pupils.pictures', {
          names: pupil.pictures.map((picture) => t(`pictures.${picture}`, { ns: 'common' })).join(', '),
        })}
      >
        {pupil.pictures.map((picture) => (
          <ClassPictureImage key={picture} picture={picture} size={28} />
        ))}
      </Group>
    );
  if (pupil.pictures === null && pupil.email === null)
    return <Text c="dimmed">{t('pupils.needsReset')}</Text>;
  return (
    <Group gap="xs">
      <Text>{pupil.email}</Text>
      {!pupil.has_account && (
        <Badge color="gray" variant="light">
          {t('pupils.invitationPending')}
        </Badge>
      )}
    </Group>
  );
}

/** The text to read next, just right for the pupil ("Next: The Lost Kite, Grade 3–4"), linked to its assignments. */
function NextText({ text }: { text: NonNullable<TaughtPupilLevel['next_text']> }) {
  const { t } = useTranslation('classes');
  const band = useGradeBand();
  return (
    <Text size="xs">
      {t('pupils.next')}{' '}
      <AnchorLink to="/texts/$id/assignments" params={{ id: String(text.text_id) }}>
        {text.title}
      </AnchorLink>
      , {band(text.reading_level)}
    </Text>
  );
}

/** A pupil's reading level, what to read next, and how the chosen text fits them (docs/reading-levels.md). */
function PupilLevel({ level, textLevel }: { level: TaughtPupilLevel | undefined; textLevel: number | null }) {
  return (
    <Stack gap={4} align="flex-start">
      <ReadingLevelText level={level} />
      {level?.next_text && <NextText text={level.next_text} />}
      {textLevel !== null && <LevelFitBadge fit={levelFit(level, textLevel)} />}
    </Stack>
  );
}

/** The class's pupils: how each signs in, their reading level, a lock after wrong tries, and the teacher's actions. */
export function PupilsTable({ pupils, levels, textLevel, onReset, onRemove, onExport }: PupilsTableProps) {
  const { t, i18n } = useTranslation('classes');
  const levelOf = new Map(levels?.map((level) => [level.user_id, level]));
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" striped aria-label={t('pupils.label')}>
        <TableHead
          labels={[t('pupils.pupil'), t('pupils.signsInWith'), t('pupils.level'), t('pupils.actions')]}
        />
        <Table.Tbody>
          {pupils.map((pupil) => (
            <Table.Tr key={pupil.id}>
              <Table.Td>
                <Text fw={600}>{pupil.name}</Text>
                {pupil.locked_until && (
                  <Badge color="orange" variant="light">
                    {t('pupils.lockedUntil', {
                      time: new Date(pupil.locked_until).toLocaleTimeString(i18n.language, {
                        timeStyle: 'short',
                      }),
                    })}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <SignsInWith pupil={pupil} />
              </Table.Td>
              <Table.Td>
                <PupilLevel level={levelOf.get(pupil.id)} textLevel={textLevel} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {pupil.email === null && (
                    <Button size="sm" variant="default" onClick={() => onReset(pupil)}>
                      {t('pupils.newPictures')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="subtle"
                    onClick={() => onExport(pupil)}
                    aria-label={t('pupils.exportOf', { name: pupil.name })}
                  >
                    {t('pupils.export')}
                  </Button>
                  <Button size="sm" color="red" variant="subtle" onClick={() => onRemove(pupil)}>
                    {t('pupils.remove')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
