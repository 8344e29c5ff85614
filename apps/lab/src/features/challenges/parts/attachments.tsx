import styled from 'styled-components';
import { useTokenDownload } from '@akademi-siber/feature-app-frame';
import { Button, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { LAB_PATHS, type LabAttachment } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

const Files = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const File = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Name = styled.span`
  font-family: ${theme.fonts.mono};
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

function size(bytes: number) {
  return bytes < 1024 ? `${formatNumber(bytes)} B` : `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

/**
 * A challenge's files, each downloaded through the token helper (spec §7): a single-use token for it, then the
 * browser fetches the file itself. A per-user file holds the player's own flag.
 */
export function Attachments({ slug, attachments }: { slug: string; attachments: LabAttachment[] }) {
  const { download, isPreparing } = useTokenDownload();
  return (
    <Files aria-label="Berkas tantangan">
      {attachments.map((file) => (
        <File key={file.id}>
          <Stack $gap={1}>
            <Name>{file.fileName}</Name>
            <Text $size="sm" $muted>
              {size(file.size)}
              {file.perUser ? ' · dibuat khusus untukmu: flag di dalamnya hanya berlaku untuk akunmu' : ''}
            </Text>
          </Stack>
          <Button
            $variant="secondary"
            $size="sm"
            disabled={isPreparing}
            aria-label={`Unduh ${file.fileName}`}
            onClick={() => void download(LAB_PATHS.attachmentToken(slug, file.id), LAB_PATHS.attachment(slug, file.id))}
          >
            Unduh
          </Button>
        </File>
      ))}
    </Files>
  );
}
