import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { ClassPictureImage } from '#client/ui/class-picture.tsx';
import type { ClassPupil } from '#contract/classes.ts';

interface PupilsTableProps {
  pupils: ClassPupil[];
  onReset: (pupil: ClassPupil) => void;
  onRemove: (pupil: ClassPupil) => void;
}

function SignsInWith({ pupil }: { pupil: ClassPupil }) {
  if (pupil.pictures)
    return (
      <Group gap={4} aria-label={`Pictures: ${pupil.pictures.join(', ')}`}>
        {pupil.pictures.map((picture) => (
          <ClassPictureImage key={picture} picture={picture} size={28} />
        ))}
      </Group>
    );
  if (pupil.pictures === null && pupil.email === null)
    return <Text c="dimmed">Pictures need resetting (the key changed)</Text>;
  return (
    <Group gap="xs">
      <Text>{pupil.email}</Text>
      {!pupil.has_account && (
        <Badge color="gray" variant="light">
          Invitation pending
        </Badge>
      )}
    </Group>
  );
}

/** The class's pupils: how each signs in, a lock after wrong tries, and the teacher's actions. */
export function PupilsTable({ pupils, onReset, onRemove }: PupilsTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" striped aria-label="Pupils of this class">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pupil</Table.Th>
            <Table.Th>Signs in with</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pupils.map((pupil) => (
            <Table.Tr key={pupil.id}>
              <Table.Td>
                <Text fw={600}>{pupil.name}</Text>
                {pupil.locked_until && (
                  <Badge color="orange" variant="light">
                    Locked until {new Date(pupil.locked_until).toLocaleTimeString([], { timeStyle: 'short' })}
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
                      New pictures
                    </Button>
                  )}
                  <Button size="sm" color="red" variant="subtle" onClick={() => onRemove(pupil)}>
                    Remove
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
