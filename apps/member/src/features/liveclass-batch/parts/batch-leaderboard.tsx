/**
 * A cohort's own XP leaderboard (decisions 0041 and 0045): the top ten by the XP earned in this batch or group
 * (attendance, materials, quizzes, tests), and the member's own row under them when they are not among the ten.
 * Equal XP share a rank. `noun` names the cohort ("batch", "grup").
 */
import { Avatar, Badge, Stack, Table, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import type { BatchLeaderboardEntry } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { Link } from 'react-router-dom';

const columns: TableColumn<BatchLeaderboardEntry>[] = [
  { key: 'rank', header: 'Peringkat', render: (row) => <Text $weight="bold">#{row.rank}</Text> },
  {
    key: 'member',
    header: 'Member',
    // The username under the name, so that the XP stays in view on a phone.
    render: (row) => (
      <Stack $direction="row" $gap={3} $align="center">
        <Avatar src={row.avatarUrl} name={row.name} size={32} alt="" />
        <Stack $gap={0}>
          <Link to={`/${encodeURIComponent(row.username)}`}>{row.name}</Link>
          <Stack $direction="row" $gap={2} $align="center" $wrap>
            <Text $size="sm" $muted>
              @{row.username}
            </Text>
            {row.me && <Badge $tone="info">Anda</Badge>}
          </Stack>
        </Stack>
      </Stack>
    ),
  },
  { key: 'xp', header: 'XP', align: 'right', render: (row) => formatNumber(row.xp) },
];

export function BatchLeaderboard({ entries, noun }: { entries: BatchLeaderboardEntry[]; noun: string }) {
  // The member's own row comes after the ten when they are not among them.
  const mine = entries.findIndex((entry) => entry.me) >= 10 ? entries.find((entry) => entry.me) : undefined;
  return (
    <Stack $gap={3}>
      <Table
        caption={`Peringkat XP ${noun} ini`}
        hideCaption
        columns={columns}
        rows={entries}
        rowKey="username"
        emptyText={`Belum ada XP yang dikumpulkan di ${noun} ini. Hadiri sesi dan selesaikan materi untuk mulai.`}
      />
      {mine && (
        <Text $size="sm" $muted>
          Anda di peringkat {formatNumber(mine.rank)} dengan {formatNumber(mine.xp)} XP.
        </Text>
      )}
    </Stack>
  );
}
