import { Table } from '@mantine/core';

/** A table's header row: a column heading for each label, in order. */
export function TableHead({ labels }: { labels: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map((label) => (
          <Table.Th key={label}>{label}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
