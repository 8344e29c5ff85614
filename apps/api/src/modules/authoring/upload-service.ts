// A file material's file and a video material's stream (decision 0042). The caller may author the content and the
// material is of the right kind before a byte of the upload is read; the new files are stored, the row is pointed at
// them under a lock, and only then are the files it named before removed. A material deleted meanwhile takes its new
// files with it.
import type { AuthoredMaterial } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { inspectPdf, type FileStorage, type UploadedFile } from '../storage';
import type { Staff } from './access';
import { MATERIAL_FILE_PREFIX, removeStoredFiles } from './material-files';
import * as repo from './repository';
import { AUTHORING_MESSAGES as MESSAGES } from './schemas';
import type { AuthoringService, Log } from './service';

export interface UploadTarget {
  courseId: number;
  materialId: number;
}

const WRONG_KIND = {
  file: 'Berkas hanya dapat diunggah ke materi berjenis Berkas.',
  video: 'Video hanya dapat diunggah ke materi berjenis Video.',
} as const;

const PDF_REFUSALS: Record<string, string> = {
  active: 'PDF ini berisi skrip, tindakan otomatis, atau berkas tersemat. Simpan ulang sebagai PDF biasa.',
  trailing: 'PDF ini berisi data lain setelah akhir berkasnya. Simpan ulang sebagai PDF biasa.',
  encrypted: 'PDF ini terkunci dengan kata sandi. Unggah PDF tanpa kata sandi.',
  broken: 'PDF ini rusak atau tidak memiliki halaman.',
};

export function createUploadService(db: Database, storage: FileStorage, authoring: AuthoringService, log: Log) {
  /** Points the material at new files, then removes the old ones; undoes the new ones if the material is gone. */
  async function attach(target: UploadTarget, change: repo.MaterialChange, newFiles: repo.StoredFiles) {
    const previous = await db.transaction(async (tx) => {
      const before = await repo.lockMaterialFiles(tx, target.materialId);
      if (before) await repo.updateMaterial(tx, target.materialId, change);
      return before;
    });
    if (!previous) {
      await removeStoredFiles(storage, [newFiles], log);
      throw new ApiError(404, MESSAGES.materialNotFound);
    }
    await removeStoredFiles(
      storage,
      [
        {
          filePath: 'filePath' in change ? previous.filePath : null,
          hlsPlaylist: 'hlsPlaylist' in change ? previous.hlsPlaylist : null,
        },
      ],
      log,
    );
    return authoring.materialAnswer(target.courseId, target.materialId);
  }

  return {
    /** The material an upload goes to: the caller's, of the right kind. */
    async target(staff: Staff, slug: string, materialId: number, kind: 'file' | 'video'): Promise<UploadTarget> {
      const { content, material } = await authoring.materialOf(staff, slug, materialId);
      if (material.kind !== kind) throw new ApiError(422, WRONG_KIND[kind]);
      return { courseId: content.id, materialId: material.id };
    },

    async attachFile(target: UploadTarget, upload: UploadedFile): Promise<AuthoredMaterial> {
      if (upload.extension === 'pdf') {
        const verdict = await inspectPdf(upload.bytes);
        if (verdict !== 'ok') throw new ApiError(422, PDF_REFUSALS[verdict] ?? PDF_REFUSALS['broken']);
      }
      const key = await storage.put(MATERIAL_FILE_PREFIX, upload.bytes, upload.extension);
      return attach(target, { filePath: key }, { filePath: key, hlsPlaylist: null });
    },
  };
}
