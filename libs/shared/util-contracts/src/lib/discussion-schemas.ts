// The discussion forms' bodies as the API and the pages read them (one schema each, decision 0021). Kept apart
// from discussions.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';

export const DISCUSSION_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  bodyMin: 10,
  bodyMax: 5000,
  replyMax: 5000,
  reasonMin: 5,
  reasonMax: 300,
} as const;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, { error: `${label} wajib diisi` })
    .min(min, { error: `${label} minimal ${min} karakter` })
    .max(max, { error: `${label} maksimal ${max} karakter` });

/** Starting or editing a thread. */
export const discussionBodySchema = z.object(
  {
    title: text('Judul diskusi', DISCUSSION_LIMITS.titleMin, DISCUSSION_LIMITS.titleMax),
    body: text('Isi diskusi', DISCUSSION_LIMITS.bodyMin, DISCUSSION_LIMITS.bodyMax),
  },
  { error: 'Data diskusi tidak valid' },
);
export type DiscussionBody = z.infer<typeof discussionBodySchema>;

/** A reply, or editing one. */
export const discussionReplySchema = z.object(
  { body: text('Balasan', 1, DISCUSSION_LIMITS.replyMax) },
  { error: 'Data balasan tidak valid' },
);
export type DiscussionReplyBody = z.infer<typeof discussionReplySchema>;

/** Why staff removed a thread; the asker reads it in their notification. */
export const discussionRemovalSchema = z.object(
  { reason: text('Alasan penghapusan', DISCUSSION_LIMITS.reasonMin, DISCUSSION_LIMITS.reasonMax) },
  { error: 'Alasan penghapusan wajib diisi' },
);
export type DiscussionRemovalBody = z.infer<typeof discussionRemovalSchema>;
