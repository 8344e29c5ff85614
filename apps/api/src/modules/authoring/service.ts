// The rules of authoring a content's modules and materials (decision 0042). Each write checks first that the caller
// may author the content and that the object is in it (another author's content or object is a 404), then the body
// (so a stranger learns nothing from a bad one), then changes the rows in one transaction. Files leave storage only
// after the rows that named them are gone.
import type { AuthoredContent, AuthoredMaterial, AuthoredModule } from '@akademi-siber/util-contracts';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { requiredBody } from '../../plugins/request-schemas';
import type { FileStorage } from '../storage';
import { createContentAccess, type Staff } from './access';
import { removeStoredFiles } from './material-files';
import { readMaterial, readOutline, toAuthoredMaterial, type Outline } from './outline-repository';
import * as repo from './repository';
import { AUTHORING_MESSAGES as MESSAGES, materialInputSchema, moduleInputSchema, orderInputSchema } from './schemas';
import { slugFromTitle, uniqueSlug } from './slug';

export interface Log {
  warn: (object: object, message: string) => void;
}

const EMPTY: Outline = { modules: [], exam: null, preTest: null, postTest: null };

/** The same ids, each once (an order must name every item of its list). */
export function sameIds(given: readonly number[], existing: readonly number[]): boolean {
  const known = new Set(existing);
  return given.length === known.size && given.every((id) => known.has(id));
}

export function createAuthoringService(db: Database, storage: FileStorage, log: Log) {
  const access = createContentAccess(db);

  async function moduleAnswer(courseId: number, moduleId: number): Promise<AuthoredModule> {
    const found = (await readOutline(db, courseId)).modules.find((module) => module.id === moduleId);
    if (!found) throw new ApiError(404, MESSAGES.moduleNotFound);
    return found;
  }

  async function materialAnswer(courseId: number, materialId: number): Promise<AuthoredMaterial> {
    const found = await readMaterial(db, courseId, materialId);
    if (!found) throw new ApiError(404, MESSAGES.materialNotFound);
    return toAuthoredMaterial(found);
  }

  /** The content and one of its modules, or 404. */
  async function moduleOf(staff: Staff, slug: string, moduleId: number) {
    const content = await access.existing(staff, slug, MESSAGES.moduleNotFound);
    const module = await repo.findModule(db, content.id, moduleId);
    if (!module) throw new ApiError(404, MESSAGES.moduleNotFound);
    return { content, module };
  }

  /** The content and one of its materials, or 404. */
  async function materialOf(staff: Staff, slug: string, materialId: number) {
    const content = await access.existing(staff, slug, MESSAGES.materialNotFound);
    const material = await readMaterial(db, content.id, materialId);
    if (!material) throw new ApiError(404, MESSAGES.materialNotFound);
    return { content, material };
  }

  return {
    access,
    materialAnswer,
    materialOf,

    async outline(staff: Staff, slug: string): Promise<AuthoredContent> {
      const content = await access.readable(staff, slug);
      const outline = content.id === null ? EMPTY : await readOutline(db, content.id);
      return { slug: content.slug, title: content.title, owner: content.owner, ...outline };
    },

    async createModule(staff: Staff, slug: string, body: unknown): Promise<AuthoredModule> {
      const readable = await access.readable(staff, slug);
      const { title } = requiredBody(moduleInputSchema, body);
      const content = await access.made(readable);
      const moduleId = await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        const slugs = await repo.moduleSlugs(tx, content.id);
        return repo.insertModule(tx, content.id, uniqueSlug(slugFromTitle(title), slugs), title);
      });
      return moduleAnswer(content.id, moduleId);
    },

    async renameModule(staff: Staff, slug: string, moduleId: number, body: unknown): Promise<AuthoredModule> {
      const { content, module } = await moduleOf(staff, slug, moduleId);
      const { title } = requiredBody(moduleInputSchema, body);
      await repo.renameModule(db, module.id, title);
      return moduleAnswer(content.id, module.id);
    },

    async deleteModule(staff: Staff, slug: string, moduleId: number): Promise<void> {
      const { content, module } = await moduleOf(staff, slug, moduleId);
      const files = await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        const attempts = await repo.moduleQuizAttempts(tx, module.id);
        if (attempts > 0) {
          throw new ApiError(
            409,
            `Modul ini tidak dapat dihapus: kuisnya sudah dikerjakan peserta (${attempts} percobaan). ` +
              'Ubah isinya saja.',
          );
        }
        const stored = await repo.moduleMaterialFiles(tx, module.id);
        await repo.deleteModule(tx, module.id);
        return stored;
      });
      await removeStoredFiles(storage, files, log);
    },

    async reorderModules(staff: Staff, slug: string, body: unknown): Promise<void> {
      const content = await access.readable(staff, slug);
      const { ids } = requiredBody(orderInputSchema, body);
      if (content.id === null) throw new ApiError(422, MESSAGES.orderMismatch);
      const courseId = content.id;
      await db.transaction(async (tx) => {
        await repo.lockCourse(tx, courseId);
        if (!sameIds(ids, await repo.moduleIds(tx, courseId))) throw new ApiError(422, MESSAGES.orderMismatch);
        await repo.setModuleOrder(tx, ids);
      });
    },

    async createMaterial(staff: Staff, slug: string, moduleId: number, body: unknown): Promise<AuthoredMaterial> {
      const { content, module } = await moduleOf(staff, slug, moduleId);
      const input = requiredBody(materialInputSchema, body);
      if (input.isFreePreview && content.owner !== 'course') throw new ApiError(422, MESSAGES.previewCourseOnly);
      const materialId = await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        return repo.insertMaterial(tx, {
          moduleId: module.id,
          hashId: randomBytes(8).toString('hex'),
          kind: input.kind,
          title: input.title,
          body: input.kind === 'article' ? input.body : null,
          linkUrl: input.kind === 'link' ? input.linkUrl : null,
          isFreePreview: input.isFreePreview ?? false,
        });
      });
      return materialAnswer(content.id, materialId);
    },

    async updateMaterial(staff: Staff, slug: string, materialId: number, body: unknown): Promise<AuthoredMaterial> {
      const { content, material } = await materialOf(staff, slug, materialId);
      const input = requiredBody(materialInputSchema, body);
      if (input.kind !== material.kind) throw new ApiError(422, MESSAGES.kindFixed);
      if (input.isFreePreview && content.owner !== 'course') throw new ApiError(422, MESSAGES.previewCourseOnly);
      const saved = await repo.updateMaterial(db, material.id, {
        title: input.title,
        ...(input.isFreePreview === undefined ? {} : { isFreePreview: input.isFreePreview }),
        ...(input.kind === 'article' ? { body: input.body } : {}),
        ...(input.kind === 'link' ? { linkUrl: input.linkUrl } : {}),
      });
      if (!saved) throw new ApiError(404, MESSAGES.materialNotFound);
      return materialAnswer(content.id, material.id);
    },

    async deleteMaterial(staff: Staff, slug: string, materialId: number): Promise<void> {
      const { content, material } = await materialOf(staff, slug, materialId);
      const files = await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        const stored = await repo.lockMaterialFiles(tx, material.id);
        await repo.deleteMaterial(tx, material.id);
        return stored ? [stored] : [];
      });
      await removeStoredFiles(storage, files, log);
    },

    async reorderMaterials(staff: Staff, slug: string, moduleId: number, body: unknown): Promise<void> {
      const { content, module } = await moduleOf(staff, slug, moduleId);
      const { ids } = requiredBody(orderInputSchema, body);
      await db.transaction(async (tx) => {
        await repo.lockCourse(tx, content.id);
        if (!sameIds(ids, await repo.materialIds(tx, module.id))) throw new ApiError(422, MESSAGES.orderMismatch);
        await repo.setMaterialOrder(tx, ids);
      });
    },
  };
}

export type AuthoringService = ReturnType<typeof createAuthoringService>;
