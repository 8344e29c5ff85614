/** A course's syllabus before buying: modules → materials with kind and duration; free previews in a dialog. */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@akademi-siber/data-access-api';
import { Button, ErrorState, Heading, Modal, SkeletonList, Text, theme } from '@akademi-siber/ui-design-system';
import type { MaterialKind, SyllabusMaterial, SyllabusModule } from '@akademi-siber/util-contracts';
import { formatDuration } from '@akademi-siber/util-format';
import { useGetMaterialPreviewQuery } from '@akademi-siber/data-access-catalog';

// Opened only by a click on "Pratinjau": the Markdown libraries and hls.js come with the dialog, never with the page.
const PreviewContent = lazy(() => import('./preview-content'));

const KIND_LABELS: Record<MaterialKind, string> = {
  video: 'Video',
  article: 'Artikel',
  file: 'Berkas',
  link: 'Tautan',
};

function KindIcon({ kind }: { kind: MaterialKind }) {
  const paths: Record<MaterialKind, ReactNode> = {
    video: <path d="M5 4.5v15l14-7.5z" />,
    article: <path d="M6 3h9l4 4v14H6zM9 11h7M9 15h7M9 7h3" />,
    file: <path d="M12 3v12m0 0-4-4m4 4 4-4M5 19h14" />,
    link: (
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    ),
  };
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[kind]}
    </svg>
  );
}

// ---------------------------------------------------------------- syllabus

const ModuleButton = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 52px;
  padding: 0.75rem 1rem;
  border: 0;
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${theme.colors.primary};
    outline-offset: -3px;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const ModuleFrame = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const MaterialRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 1rem;
  border-top: 1px solid ${theme.colors.border};

  & > span:first-child {
    display: inline-flex;
    color: ${theme.colors.textMuted};
  }
`;

function MaterialItem({
  material,
  onPreview,
}: {
  material: SyllabusMaterial;
  onPreview: (material: SyllabusMaterial) => void;
}) {
  return (
    <MaterialRow>
      <span>
        <KindIcon kind={material.kind} />
      </span>
      <span style={{ flex: '1 1 12rem' }}>
        {material.title}
        <Text as="span" $size="sm" $muted>
          {' '}
          · {KIND_LABELS[material.kind]}
          {material.durationSeconds > 0 ? ` · ${formatDuration(material.durationSeconds)}` : ''}
        </Text>
      </span>
      {material.isFreePreview && (
        <Button
          type="button"
          $variant="ghost"
          $size="sm"
          onClick={() => onPreview(material)}
          aria-label={`Pratinjau gratis: ${material.title}`}
        >
          Pratinjau gratis
        </Button>
      )}
    </MaterialRow>
  );
}

export function ModuleSection({
  module,
  index,
  onPreview,
}: {
  module: SyllabusModule;
  index: number;
  onPreview: (material: SyllabusMaterial) => void;
}) {
  const [open, setOpen] = useState(index === 0);
  const panelId = useId();
  const duration = module.materials.reduce((sum, material) => sum + material.durationSeconds, 0);
  return (
    <ModuleFrame>
      <Heading level={3} style={{ margin: 0, fontSize: theme.fontSizes.md }}>
        <ModuleButton
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            {module.title}
            <Text as="span" $size="sm" $muted $weight="regular">
              {' '}
              · {module.materials.length} materi{duration > 0 ? ` · ${formatDuration(duration)}` : ''}
            </Text>
          </span>
          <svg
            width={18}
            height={18}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
            focusable="false"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </ModuleButton>
      </Heading>
      <ul id={panelId} hidden={!open} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {module.materials.map((material) => (
          <MaterialItem key={material.hashId} material={material} onPreview={onPreview} />
        ))}
      </ul>
    </ModuleFrame>
  );
}

export function PreviewDialog({
  slug,
  material,
  onClose,
}: {
  slug: string;
  material: SyllabusMaterial;
  onClose: () => void;
}) {
  const preview = useGetMaterialPreviewQuery({ slug, hashId: material.hashId });
  return (
    <Modal
      open
      title={`Pratinjau: ${material.title}`}
      onClose={onClose}
      size="lg"
      footer={
        <Button type="button" $variant="secondary" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      {preview.isLoading ? (
        <SkeletonList rows={3} label="Memuat pratinjau…" />
      ) : preview.error || !preview.data ? (
        <ErrorState
          headingLevel={3}
          title="Pratinjau belum dapat dimuat"
          message={(preview.error as ApiError | undefined)?.message ?? 'Terjadi kesalahan. Silakan coba lagi.'}
          onRetry={() => void preview.refetch()}
        />
      ) : preview.data.streamUrl && !preview.data.body ? (
        <video controls preload="metadata" src={preview.data.streamUrl} style={{ width: '100%', borderRadius: 8 }}>
          <track kind="captions" />
        </video>
      ) : preview.data.body || preview.data.hlsUrl ? (
        <Suspense fallback={<SkeletonList rows={3} label="Memuat pratinjau…" />}>
          <PreviewContent title={material.title} body={preview.data.body} hlsUrl={preview.data.hlsUrl} />
        </Suspense>
      ) : (
        <Text>Materi ini dapat dibuka setelah Anda terdaftar di kelas.</Text>
      )}
    </Modal>
  );
}
