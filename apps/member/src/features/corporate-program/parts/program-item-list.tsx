/**
 * A batch's learning items in their order (decision 0046), each a card whose title links to the item's page: its
 * number and title, status, progress, due date (overdue highlighted), the points it gives and the best quiz score.
 */
import { Card, Heading, ProgressBar, Stack, Text } from '@akademi-siber/ui-design-system';
import { Link } from 'react-router-dom';
import {
  memberProgramItemPagePath,
  type MemberProgramBatch,
  type MemberProgramItem,
} from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import styled from 'styled-components';
import { ItemDueDate, ItemStatusBadge, itemCompletedText, itemPointsText, itemQuizText } from './item-standing';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** An overdue item's card says so at its edge too, not by colour alone (the badge and the words say it). */
const ItemCard = styled(Card)<{ $overdue: boolean }>`
  border-left: 4px solid ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.border)};
`;

function ItemRow({ item, corporateId }: { item: MemberProgramItem; corporateId: number }) {
  const titleId = `materi-program-${item.id}`;
  const tone = item.status === 'selesai' ? 'success' : item.status === 'terlambat' ? 'danger' : 'primary';
  return (
    <ItemCard as="article" aria-labelledby={titleId} $padding={4} $overdue={item.status === 'terlambat'}>
      <Stack $gap={2}>
        <Stack $direction="row" $gap={2} $align="center" $justify="space-between" $wrap>
          <Text as="span" $size="sm" $muted>
            Materi {item.order}
          </Text>
          <ItemStatusBadge status={item.status} />
        </Stack>
        <Heading level={3} id={titleId} style={{ overflowWrap: 'anywhere', fontSize: '1.125rem' }}>
          <Link to={memberProgramItemPagePath(item.contentSlug, corporateId, item.id)}>{item.title}</Link>
        </Heading>
        <ProgressBar value={item.progress} label={`Progres ${item.title}`} hideLabel $tone={tone} />
        <Text $size="sm">
          <ItemDueDate item={item} />
        </Text>
        <Text $size="sm" $muted>
          {[
            `Progres ${formatNumber(item.progress)}%`,
            itemCompletedText(item),
            itemPointsText(item),
            itemQuizText(item),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </ItemCard>
  );
}

export function ProgramItemList({ program }: { program: MemberProgramBatch }) {
  const items = [...program.learningItems].sort((a, b) => a.order - b.order);
  return (
    <List aria-label={`Materi program ${program.batch.name}`}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemRow item={item} corporateId={program.company.id} />
        </li>
      ))}
    </List>
  );
}
