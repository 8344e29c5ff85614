// The rules of the staff's Cybercast (decision 0049): a unique slug (Indonesian field error), an existing Cybercast
// category, a publication date for a published episode (now when none is given), audio whose length ffprobe reads.
import type { AdminCybercastEpisode, CybercastEpisodeInput } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import type { FileStorage, UploadedFile } from '../storage';
import {
  AUDIO_MESSAGES,
  audioSeconds,
  CYBERCAST_PREFIX,
  mediaUrlOf,
  streamSeconds,
  VIDEO_MESSAGES,
} from './cybercast-media';
import { createStaffEpisodeRepository, type EpisodeWrite, type StaffEpisodeRow } from './cybercast-staff-repository';

export const STAFF_EPISODE_MESSAGES = {
  notFound: 'Episode tidak ditemukan',
  slugTaken: 'Slug sudah dipakai episode lain',
  noCategory: 'Kategori Cybercast tidak ditemukan',
  created: 'Episode dibuat',
  saved: 'Episode disimpan',
  audioSaved: 'Audio episode diunggah',
  coverSaved: 'Sampul episode diunggah',
  videoSaved: 'Video episode diunggah',
} as const;

const fieldError = (path: string, message: string) => new ApiError(422, message, {}, { errors: [{ path, message }] });

function toAdminEpisode(row: StaffEpisodeRow): AdminCybercastEpisode {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    showNotes: row.body,
    category: { id: row.categoryId, slug: row.categorySlug, category: row.category },
    status: row.publishedAt ? 'published' : 'draft',
    publishedAt: row.publishedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
    audioUrl: row.audioKey ? mediaUrlOf(row.audioKey) : null,
    coverUrl: row.coverUrl,
    videoUrl: row.videoKey ? mediaUrlOf(row.videoKey) : null,
  };
}

export function createStaffEpisodeService(db: Database, storage: FileStorage) {
  const repository = createStaffEpisodeRepository(db);

  async function found(id: number) {
    const row = await repository.find(id);
    if (!row) throw new ApiError(404, STAFF_EPISODE_MESSAGES.notFound);
    return row;
  }

  async function checked(input: CybercastEpisodeInput, exceptId?: number): Promise<EpisodeWrite> {
    if (!(await repository.categoryExists(input.categoryId)))
      throw fieldError('categoryId', STAFF_EPISODE_MESSAGES.noCategory);
    if (await repository.slugTaken(input.slug, exceptId)) throw fieldError('slug', STAFF_EPISODE_MESSAGES.slugTaken);
    return {
      title: input.title,
      slug: input.slug,
      categoryId: input.categoryId,
      summary: input.summary,
      body: input.showNotes,
      publishedAt: input.status === 'published' ? new Date(input.publishedAt ?? Date.now()) : null,
    };
  }

  /** Two staff racing for one slug: the loser gets the same field error as a taken slug. */
  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('slug', STAFF_EPISODE_MESSAGES.slugTaken);
      throw error;
    }
  }

  return {
    async list(search: string | undefined, page: PageRequest) {
      const { rows, total } = await repository.list(search, page);
      return { items: rows.map(toAdminEpisode), total };
    },

    async get(id: number) {
      return toAdminEpisode(await found(id));
    },

    async create(authorId: number, input: CybercastEpisodeInput) {
      const values = await checked(input);
      const id = await unique(() => repository.insert({ ...values, authorId }));
      return toAdminEpisode(await found(id));
    },

    async update(id: number, input: CybercastEpisodeInput) {
      await found(id);
      const values = await checked(input, id);
      await unique(() => repository.update(id, values));
      return toAdminEpisode(await found(id));
    },

    /** A cover: the picture's bytes as checked (and cleaned of metadata) by the route. */
    async setCover(id: number, file: UploadedFile) {
      await found(id);
      const key = await storage.put(CYBERCAST_PREFIX, file.bytes, file.extension);
      const replaced = await repository.setFile(id, { cover: { key, url: mediaUrlOf(key) } });
      if (replaced && !replaced.startsWith('demo/')) await storage.delete(replaced);
      return toAdminEpisode(await found(id));
    },

    /** A video, played as it is on the episode page: MP4 by its bytes, with a video stream ffprobe can read. */
    async setVideo(id: number, file: UploadedFile) {
      await found(id);
      if ((await streamSeconds(file.bytes, 'video')) === null) throw new ApiError(422, VIDEO_MESSAGES.unreadable);
      const key = await storage.put(CYBERCAST_PREFIX, file.bytes, file.extension);
      const replaced = await repository.setFile(id, { video: { key, type: file.contentType } });
      if (replaced && !replaced.startsWith('demo/')) await storage.delete(replaced);
      return toAdminEpisode(await found(id));
    },

    async setAudio(id: number, file: UploadedFile) {
      await found(id);
      const seconds = await audioSeconds(file.bytes);
      if (seconds === null) throw new ApiError(422, AUDIO_MESSAGES.unreadable);
      const key = await storage.put(CYBERCAST_PREFIX, file.bytes, file.extension);
      const replaced = await repository.setAudio(id, {
        key,
        bytes: file.bytes.length,
        type: file.contentType,
        seconds,
      });
      if (replaced && !replaced.startsWith('demo/')) await storage.delete(replaced);
      return toAdminEpisode(await found(id));
    },
  };
}
