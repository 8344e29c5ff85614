/**
 * The material editor of a content (decision 0042): its modules in order, each with its materials, and every change
 * to them — add, rename, move and delete modules; add, change (with a file's or video's upload), move and delete
 * materials. Parameterised by the content's slug: a batch's content today, a course's when course authoring comes.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  SkeletonList,
  Stack,
  Text,
  theme,
} from '@akademi-siber/ui-design-system';
import type { AuthoredMaterial, AuthoredModule } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import {
  useDeleteAuthoredMaterialMutation,
  useDeleteAuthoredModuleMutation,
  useGetAuthoredContentQuery,
  useReorderAuthoredMutation,
} from './content-api';
import { DeleteDialog } from './delete-dialog';
import { MaterialFormDialog } from './material-form-dialog';
import { ModuleCard } from './module-card';
import { ModuleFormDialog } from './module-form-dialog';
import { useDragReorder } from './drag-reorder';
import { movedIds } from './move-buttons';
import { VideoProgressWatch } from './upload-parts';

/** A module's card as a drag source and drop place (decision 0053); materials inside have their own. */
const DragTarget = styled.div`
  border-radius: ${theme.radii.lg};

  &[data-dragging='true'] {
    opacity: 0.5;
  }
  &[data-drop-target='true'] {
    box-shadow: 0 -3px 0 ${theme.colors.primary};
  }
`;

type Dialog =
  | { kind: 'module'; module: AuthoredModule | null }
  | { kind: 'delete-module'; module: AuthoredModule }
  | { kind: 'material'; moduleId: number; material: AuthoredMaterial | null }
  | { kind: 'delete-material'; material: AuthoredMaterial };

export interface ContentMaterialsEditorProps {
  contentSlug: string;
}

export function ContentMaterialsEditor({ contentSlug }: ContentMaterialsEditorProps) {
  const query = useGetAuthoredContentQuery({ contentSlug });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reorder] = useReorderAuthoredMutation();
  const [deleteModule] = useDeleteAuthoredModuleMutation();
  const [deleteMaterial] = useDeleteAuthoredMaterialMutation();
  const close = () => setDialog(null);
  const content = query.data;
  const moveModule = (from: number, to: number) => {
    if (content) void reorder({ contentSlug, target: { list: 'modules' }, ids: movedIds(content.modules, from, to) });
  };
  const drag = useDragReorder(moveModule);

  if (query.isLoading) return <SkeletonList rows={4} />;
  if (errorStatus(query.error) === 404)
    return <EmptyState title="Konten tidak ditemukan" description={errorMessage(query.error)} headingLevel={2} />;
  if (query.error || !content)
    return (
      <ErrorState
        title="Materi belum dapat dimuat"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );

  const materialCount = content.modules.reduce((sum, module) => sum + module.materials.length, 0);
  return (
    <Stack $gap={4}>
      <VideoProgressWatch contentSlug={contentSlug} />
      <Stack $direction="row" $gap={3} $wrap $justify="space-between" $align="flex-end">
        <Stack $gap={1} style={{ flex: '1 1 18rem' }}>
          <Heading level={3} as="h2">
            Modul dan materi
          </Heading>
          <Text $size="sm" $muted>
            {formatNumber(content.modules.length)} modul · {formatNumber(materialCount)} materi. Peserta membuka materi
            dalam urutan ini.
          </Text>
        </Stack>
        <Button type="button" onClick={() => setDialog({ kind: 'module', module: null })}>
          Tambah modul
        </Button>
      </Stack>
      {content.modules.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Belum ada modul."
          description="Buat modul pertama, lalu isi dengan artikel, tautan, berkas, atau video."
        />
      ) : (
        content.modules.map((module, index) => (
          <DragTarget key={module.id} {...drag.itemProps(index)}>
            <ModuleCard
              module={module}
              index={index}
              count={content.modules.length}
              onMoveModule={moveModule}
              onMoveMaterial={(from, to) =>
                void reorder({
                  contentSlug,
                  target: { list: 'materials', moduleId: module.id },
                  ids: movedIds(module.materials, from, to),
                })
              }
              onRename={() => setDialog({ kind: 'module', module })}
              onDelete={() => setDialog({ kind: 'delete-module', module })}
              onAddMaterial={() => setDialog({ kind: 'material', moduleId: module.id, material: null })}
              onEditMaterial={(material) => setDialog({ kind: 'material', moduleId: module.id, material })}
              onDeleteMaterial={(material) => setDialog({ kind: 'delete-material', material })}
            />
          </DragTarget>
        ))
      )}
      {dialog?.kind === 'module' && (
        <ModuleFormDialog contentSlug={contentSlug} module={dialog.module} onClose={close} />
      )}
      {dialog?.kind === 'material' && (
        <MaterialFormDialog
          contentSlug={contentSlug}
          moduleId={dialog.moduleId}
          material={dialog.material}
          offersFreePreview={content.owner === 'course'}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete-module' && (
        <DeleteDialog
          title="Hapus modul"
          onClose={close}
          onConfirm={() => deleteModule({ contentSlug, moduleId: dialog.module.id }).unwrap()}
        >
          Hapus <strong>{dialog.module.title}</strong> beserta {formatNumber(dialog.module.materials.length)} materi
          {dialog.module.quiz ? ' dan kuisnya' : ''}? Progres peserta di materinya ikut terhapus.
        </DeleteDialog>
      )}
      {dialog?.kind === 'delete-material' && (
        <DeleteDialog
          title="Hapus materi"
          onClose={close}
          onConfirm={() => deleteMaterial({ contentSlug, materialId: dialog.material.id }).unwrap()}
        >
          Hapus <strong>{dialog.material.title}</strong>? Berkas atau videonya dan progres peserta di materi ini ikut
          terhapus.
        </DeleteDialog>
      )}
    </Stack>
  );
}
