import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from '#client/i18n/use-translation.ts';
import { ClassPictureImage } from '#client/ui/class-picture.tsx';
import type { ClassPupil } from '#contract/classes.ts';

interface PupilsTableProps {
  pupils: ClassPupil[];
  onReset: (pupil: ClassPupil) => void;
  onRemove: (pupil: ClassPupil) => void;
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

/** The class's pupils: how each signs in, a lock after wrong tries, and the teacher's actions. */
export function PupilsTable({ pupils, onReset, onRemove }: PupilsTableProps) {
  const { t, i18n } = useTranslation('classes');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" striped aria-label={t('pupils.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pupils.pupil')}</Table.Th>
            <Table.Th>{t('pupils.signsInWith')}</Table.Th>
            <Table.Th>{t('pupils.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
                <Group gap="xs" wrap="nowrap">
                  {pupil.email === null && (
                    <Button size="sm" variant="default" onClick={() => onReset(pupil)}>
                      {t('pupils.newPictures')}
                    </Button>
                  )}
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
