/**
 * Templates of a concept (002 3 'Template'). One item per template name of a concept, its generations and versions
 * nested in it (a template has a handful): every change is a read-modify-write conditional on the item's revision,
 * retried on a concurrent change, so two approvals or an approval and an edit never lose each other. A claim item keyed
 * by concept and lowercased name makes the name unique in the concept: of two first uploads of one name, one creates
 * the template and the other becomes its next generation. Uploads in progress are items with a TTL.
 */
import { Entity, Service, type EntityItem } from 'electrodb';
import type { DynamicField, TemplateWarning } from '@shared/contracts/templates';
import { nameKey } from '@shared/domain/names';
import { byIdIndex, createdAtAttribute, lazy, SERVICE, ttlSeconds, type TxResult, updatedAtAttribute, writtenItem } from '@functions/lib/db';
import { newId } from '@functions/lib/ids';

const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const MAX_ATTEMPTS = 8;

export interface ApprovalUser {
  userId: string;
  name: string;
  email: string;
  at: number;
}

/** What the parser found in a version's entry (shared/domain/templates.ts parseTemplateHtml). */
export interface TemplateParse {
  isStatic: boolean;
  hasClickTag: boolean;
  dynamicFields: DynamicField[];
  defaultValues: Record<string, unknown>;
  possibleValues: Record<string, unknown>;
  dynamicImageSizes: Record<string, unknown>;
}

export interface StoredVersion {
  /** The version's folder id: templates/{id} in the layout of 002 9. */
  id: string;
  generation: number;
  version: number;
  kind: 'html' | 'video';
  /** The entry file inside the folder (the HTML, or the video). */
  entry: string;
  status: 'processing' | 'ready' | 'failed';
  error?: string;
  editedCode: boolean;
  thumbnails: boolean;
  parse: TemplateParse;
  warnings: TemplateWarning[];
  video?: { durationMs: number; width: number; height: number };
  approvals: ApprovalUser[];
  createdBy: string;
  createdAt: number;
}

export interface StoredGeneration {
  generation: number;
  archived: boolean;
  versions: StoredVersion[];
}

const model = lazy((cfg) => {
  const template = new Entity(
    {
      model: { entity: 'template', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        conceptId: { type: 'string', required: true },
        name: { type: 'string', required: true },
        nameKey: { type: 'string', required: true },
        size: { type: 'string', required: true },
        type: { type: ['html', 'video'] as const, required: true },
        generations: { type: 'any', required: true },
        /** Set with the concept's archive (the cascade of 'archive concept'); the generations keep their own flag. */
        conceptArchived: { type: 'boolean', required: true, default: false },
        revision: { type: 'number', required: true, default: 0 },
        /**
         * Counts the campaign writes that linked the template (a create's still-there write bumps it): a delete is
         * conditional on the count it read with the links, so a campaign linking it meanwhile refuses the delete.
         */
        linkWrites: { type: 'number' },
        createdBy: { type: 'string', required: true, readOnly: true },
        createdAt: createdAtAttribute(),
        updatedAt: updatedAtAttribute(),
      },
      indexes: {
        byId: byIdIndex(),
        byConcept: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['conceptId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
      },
    },
    cfg,
  );
  const nameClaim = new Entity(
    {
      model: { entity: 'templateName', version: '1', service: SERVICE },
      attributes: {
        conceptId: { type: 'string', required: true },
        nameKey: { type: 'string', required: true },
        ownerId: { type: 'string', required: true },
      },
      indexes: { byName: { pk: { field: 'pk', composite: ['conceptId', 'nameKey'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  const upload = new Entity(
    {
      model: { entity: 'templateUpload', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        partnerId: { type: 'string', required: true },
        conceptId: { type: 'string', required: true },
        fileName: { type: 'string', required: true },
        key: { type: 'string', required: true },
        size: { type: 'number', required: true },
        createdBy: { type: 'string', required: true },
        expiresAt: { type: 'number', required: true },
      },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    },
    cfg,
  );
  return new Service({ template, nameClaim, upload }, cfg);
});

type Item = EntityItem<ReturnType<typeof model>['entities']['template']>;
export type Template = Omit<Item, 'generations'> & { generations: StoredGeneration[] };
export type TemplateUpload = EntityItem<ReturnType<typeof model>['entities']['upload']>;

/** A template changed between read and write more often than a retry could absorb. */
export class TemplateBusyError extends Error {}

const isConditionFailure = (error: unknown) => (error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException';

export interface NewTemplateVersion {
  partnerId: string;
  conceptId: string;
  name: string;
  size: string;
  createdBy: string;
  version: Omit<StoredVersion, 'generation' | 'version'>;
}

export const templatesRepository = {
  async get(id: string): Promise<Template | null> {
    const { data } = await model().entities.template.get({ id }).go({ consistent: true });
    return data as Template | null;
  },

  async listByConcept(conceptId: string): Promise<Template[]> {
    const { data } = await model().entities.template.query.byConcept({ conceptId }).go({ pages: 'all' });
    return data as Template[];
  },

  /**
   * A first upload of a name creates the template (generation 1, version 1); an upload of a name the concept already
   * has adds the next generation to it. Answers the template as written.
   */
  async addUpload(input: NewTemplateVersion): Promise<Template> {
    const key = nameKey(input.name);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const { data: claim } = await model().entities.nameClaim.get({ conceptId: input.conceptId, nameKey: key }).go({ consistent: true });
      if (claim) {
        const added = await this.mutate(claim.ownerId, (t) => {
          const generation = Math.max(0, ...t.generations.map((g) => g.generation)) + 1;
          return { generations: [...t.generations, { generation, archived: false, versions: [{ ...input.version, generation, version: 1 }] }], type: input.version.kind };
        });
        if (added) return added;
        continue;
      }
      const id = newId();
      const item = {
        id,
        partnerId: input.partnerId,
        conceptId: input.conceptId,
        name: input.name,
        nameKey: key,
        size: input.size,
        type: input.version.kind,
        generations: [{ generation: 1, archived: false, versions: [{ ...input.version, generation: 1, version: 1 }] }],
        createdBy: input.createdBy,
      };
      let put: object = {};
      const result = (await model()
        .transaction.write(({ template, nameClaim }) => [
          nameClaim.create({ conceptId: input.conceptId, nameKey: key, ownerId: id }).commit(),
          (put = template.create(item).commit()),
        ])
        .go()) as TxResult;
      if (!result.canceled) return model().entities.template.parse(writtenItem(put)).data as Template;
    }
    throw new TemplateBusyError();
  },

  /**
   * Applies a change to the template as read now, written only if nobody changed it meanwhile (else read again and
   * re-applied). `change` answers the attributes to set, or null to leave the template as it is. Null when it is gone.
   */
  async mutate(id: string, change: (t: Template) => Partial<Pick<Template, 'generations' | 'type'>> | null): Promise<Template | null> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = await this.get(id);
      if (!current) return null;
      const set = change(current);
      if (!set) return current;
      try {
        await model()
          .entities.template.patch({ id })
          .set({ ...set, revision: current.revision + 1 })
          .where((a, op) => op.eq(a.revision, current.revision))
          .go();
        return (await this.get(id))!;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    throw new TemplateBusyError();
  },

  /** Changes one version wherever it is (the render jobs' results). */
  updateVersion(id: string, versionId: string, change: (v: StoredVersion) => StoredVersion | null): Promise<Template | null> {
    return this.mutate(id, (t) => {
      let changed = false;
      const generations = t.generations.map((g) => ({
        ...g,
        versions: g.versions.map((v) => {
          if (v.id !== versionId) return v;
          const next = change(v);
          if (next) changed = true;
          return next ?? v;
        }),
      }));
      return changed ? { generations } : null;
    });
  },

  /**
   * A transaction item of another domain's write (a campaign create): holds only while the template exists and its
   * concept is not archived (a template deleted meanwhile refuses that whole write), and bumps `linkWrites` so a
   * delete that read the template before this write refuses in turn (see `remove`). Either order, one of them loses.
   */
  stillThereCheck(id: string): object {
    const { TransactItems } = model()
      .transaction.write(({ template }) => [
        template
          .patch({ id })
          .add({ linkWrites: 1 })
          .where((a, op) => `${op.exists(a.id)} AND ${op.eq(a.conceptArchived, false)}`)
          .commit(),
      ])
      .params();
    return TransactItems[0]!;
  },

  /**
   * Deletes the template and frees its name in the concept, only while no campaign write linked it since it was read
   * (the caller checked its links on that read). False when one did: the template is in use now and stays.
   */
  async remove(template: Template): Promise<boolean> {
    const result = (await model()
      .transaction.write(({ template: t, nameClaim }) => [
        t
          .delete({ id: template.id })
          .where((a, op) => (template.linkWrites === undefined ? op.notExists(a.linkWrites) : op.eq(a.linkWrites, template.linkWrites)))
          .commit(),
        nameClaim.delete({ conceptId: template.conceptId, nameKey: template.nameKey }).commit(),
      ])
      .go()) as unknown as TxResult;
    return !result.canceled;
  },

  /** The concept's archive flag on each of its templates (the concept archive cascade). */
  async setConceptArchived(templates: readonly Template[], archived: boolean): Promise<void> {
    for (let i = 0; i < templates.length; i += 100) {
      const chunk = templates.slice(i, i + 100);
      const result = (await model()
        .transaction.write(({ template }) => chunk.map((t) => template.patch({ id: t.id }).set({ conceptArchived: archived }).commit()))
        .go()) as TxResult;
      if (result.canceled) throw new Error('a template of the concept is gone');
    }
  },

  async createUpload(input: Omit<TemplateUpload, 'expiresAt'>): Promise<TemplateUpload> {
    const { data } = await model()
      .entities.upload.create({ ...input, expiresAt: ttlSeconds(Date.now() + UPLOAD_EXPIRY_MS) })
      .go();
    return data as TemplateUpload;
  },

  async getUpload(id: string): Promise<TemplateUpload | null> {
    const { data } = await model().entities.upload.get({ id }).go({ consistent: true });
    return data && data.expiresAt > Date.now() / 1000 ? (data as TemplateUpload) : null;
  },

  async removeUpload(id: string): Promise<void> {
    await model().entities.upload.delete({ id }).go();
  },
};
