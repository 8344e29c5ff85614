/**
 * One module in the material editor: its title and address, moving it, renaming and deleting it, and its materials
 * in order — each with its kind, what it holds (an article's opening, a link, whether a file or video is stored),
 * moving, changing and deleting — and "Tambah materi".
 */
import { useId } from 'react';
import styled from 'styled-components';
import { ExternalLink } from '@akademi-siber/feature-app-frame';
import { Badge, Button, Card, Heading, Stack, Text, theme } from '@akademi-siber/ui-design-system';
import { MATERIAL_KIND_LABELS, type AuthoredMaterial, type AuthoredModule } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { useDragReorder } from './drag-reorder';
import { MoveButtons } from './move-buttons';
import { storedLabel } from './upload-parts';
import { plainOpening } from './plain-text';

const { colors, fontSizes, radii } = theme;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  cursor: grab;

  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-drop-target='true'] {
    border-color: ${colors.primary};
    box-shadow: inset 0 3px 0 ${colors.primary};
  }
`;

/** The drag affordance: pointer users grab the row; keyboard users have Naik / Turun (hidden from readers). */
const Grip = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
  user-select: none;
`;

const Details = styled.div`
  display: flex;
  flex: 1 1 16rem;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  overflow-wrap: anywhere;
  font-size: ${fontSizes.sm};
`;

const Missing = styled.span`
  color: ${colors.warningText};
`;

function MaterialSummary({ material }: { material: AuthoredMaterial }) {
  if (material.kind === 'article') {
    const opening = plainOpening(material.body ?? '');
    return (
      <Text $size="sm" $muted>
        {opening}
      </Text>
    );
  }
  if (material.kind === 'link' && material.linkUrl)
    return <ExternalLink href={material.linkUrl}>{material.linkUrl}</ExternalLink>;
  const label = storedLabel(material);
  return label.startsWith('Belum') ? <Missing>{label} Peserta belum dapat membukanya.</Missing> : <span>{label}</span>;
}

export interface ModuleCardProps {
  module: AuthoredModule;
  index: number;
  count: number;
  onMoveModule: (from: number, to: number) => void;
  onMoveMaterial: (from: number, to: number) => void;
  onRename: () => void;
  onDelete: () => void;
  onAddMaterial: () => void;
  onEditMaterial: (material: AuthoredMaterial) => void;
  onDeleteMaterial: (material: AuthoredMaterial) => void;
}

export function ModuleCard(props: ModuleCardProps) {
  const { module, index, count } = props;
  const headingId = useId();
  const drag = useDragReorder(props.onMoveMaterial);
  return (
    <Card as="section" aria-labelledby={headingId} $padding={4}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap $justify="space-between" $align="flex-start">
          <Stack $gap={1} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Heading level={4} as="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              Modul {formatNumber(index + 1)}: {module.title}
            </Heading>
            <Text $size="sm" $muted>
              {formatNumber(module.materials.length)} materi{module.quiz ? ' · ada kuis' : ''} · alamat{' '}
              <code>{module.slug}</code>
            </Text>
          </Stack>
          <Stack $direction="row" $gap={1} $wrap>
            <MoveButtons
              label={`modul ${module.title}`}
              idPrefix={`modul-${module.id}`}
              index={index}
              count={count}
              onMove={props.onMoveModule}
            />
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={`Ubah judul modul ${module.title}`}
              onClick={props.onRename}
            >
              Ubah judul
            </Button>
            <Button
              type="button"
              $size="sm"
              $variant="ghost"
              aria-label={`Hapus modul ${module.title}`}
              onClick={props.onDelete}
            >
              Hapus
            </Button>
          </Stack>
        </Stack>
        {module.materials.length === 0 ? (
          <Text $muted>Belum ada materi di modul ini.</Text>
        ) : (
          <List aria-label={`Materi modul ${module.title}`}>
            {module.materials.map((material, position) => (
              <Item key={material.id} {...drag.itemProps(position)}>
                <Details>
                  <Stack $direction="row" $gap={2} $wrap $align="center">
                    <Grip aria-hidden="true" title="Seret untuk memindahkan">
                      ⠿
                    </Grip>
                    <Badge $tone="info">{MATERIAL_KIND_LABELS[material.kind]}</Badge>
                    <strong>{material.title}</strong>
                    {material.isFreePreview && <Badge $tone="success">Pratinjau gratis</Badge>}
                  </Stack>
                  <MaterialSummary material={material} />
                </Details>
                <Stack $direction="row" $gap={1} $wrap>
                  <MoveButtons
                    label={`materi ${material.title}`}
                    idPrefix={`materi-${material.id}`}
                    index={position}
                    count={module.materials.length}
                    onMove={props.onMoveMaterial}
                  />
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Ubah materi ${material.title}`}
                    onClick={() => props.onEditMaterial(material)}
                  >
                    Ubah
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Hapus materi ${material.title}`}
                    onClick={() => props.onDeleteMaterial(material)}
                  >
                    Hapus
                  </Button>
                </Stack>
              </Item>
            ))}
          </List>
        )}
        <div>
          <Button
            type="button"
            $size="sm"
            aria-label={`Tambah materi ke modul ${module.title}`}
            onClick={props.onAddMaterial}
          >
            Tambah materi
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
