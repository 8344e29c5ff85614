// Joining a classroom by code and the teacher's join-code settings: bodies and answers (types `MemberClassroom`,
// `ClassroomJoinCode` in util-contracts teacher.ts; bodies in classroom-schemas.ts).
import { classroomJoinSchema, classroomJoinSettingsSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export { classroomJoinSchema };

/** The settings' body, or none: the service checks the classroom first, then the body. */
export const optionalJoinSettingsSchema = classroomJoinSettingsSchema.nullish();

const memberClassroomSchema = z.object({
  slug: z.string(),
  name: z.string(),
  campus: z.string(),
  teacher: z.string(),
  joinedAt: z.string().describe('ISO 8601'),
  students: z.number().int(),
});

export const memberClassroomsResponseSchema = envelopeSchema(z.array(memberClassroomSchema));
export const memberClassroomResponseSchema = envelopeSchema(memberClassroomSchema);

export const joinCodeResponseSchema = envelopeSchema(
  z.object({
    joinCode: z.string(),
    joinCodeExpiresAt: z.string().nullable().describe('ISO 8601; null: tidak kedaluwarsa'),
    seatLimit: z.number().int().nullable(),
    students: z.number().int(),
  }),
);
