/**
 * The batch selector of spec §4 on an employee's batch page, for a member in several batches: choosing a batch stores
 * its id under `batch`, opens (reloads) the route with that batch and refreshes the user; "Hapus pilihan" clears the
 * stored choice. The choice is made with a button, not on every change of the list, so that moving through the
 * options with the keyboard does not leave the page (WCAG 3.2.2).
 */
import { useBatchSelection } from '@akademi-siber/data-access-auth';
import { Button, Select, Stack, Text } from '@akademi-siber/ui-design-system';
import { memberProgramBatchPagePath, type MemberProgramSummary } from '@akademi-siber/util-contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  & > :first-child {
    flex: 1 1 240px;
    max-width: 420px;
  }
`;

export function BatchSelector({ programs, current }: { programs: MemberProgramSummary[]; current: number }) {
  const navigate = useNavigate();
  const { storedBatchId, select, remove } = useBatchSelection();
  const [choice, setChoice] = useState(String(current));
  const batches = [...new Map(programs.map((row) => [row.batch.id, row])).values()];
  const stored = batches.find((row) => row.batch.id === storedBatchId);

  function open() {
    const batchId = Number(choice);
    if (!batches.some((row) => row.batch.id === batchId)) return;
    select(batchId);
    navigate(memberProgramBatchPagePath(batchId));
  }

  return (
    <Stack $gap={2}>
      <Row role="group" aria-label="Pilih batch program">
        <Select label="Batch" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {batches.map((row) => (
            <option key={row.batch.id} value={row.batch.id}>
              {row.batch.name} · {row.company.name}
            </option>
          ))}
        </Select>
        <Button type="button" onClick={open}>
          Buka batch
        </Button>
        {storedBatchId !== null && (
          <Button type="button" $variant="secondary" onClick={remove}>
            Hapus pilihan
          </Button>
        )}
      </Row>
      <Text $size="sm" $muted role="status">
        {stored ? `Batch pilihanmu: ${stored.batch.name}.` : 'Belum ada batch pilihan tersimpan.'}
      </Text>
    </Stack>
  );
}
