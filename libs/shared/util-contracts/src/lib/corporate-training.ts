// Corporate-training groups (issue 18, decision 0044): a company's group in a corporate training is a place where its
// participants learn, on the same model as a live-class batch: the group owns a course record (owner 'group') with
// its modules, materials, tests and discussions, served by the course player at `/api/member/kelas/{contentSlug}`.
// Admins manage the companies, the groups (schedule, instructor) and their participants (one CSV file at a time);
// participants see their groups; instructors see the groups they teach. Types only; bodies in
// corporate-training-schemas.ts.

import type { MemberBatchLearning } from './batch-learning';
import type { BatchAttendanceRules, MemberBatchHome, MemberBatchSession } from './sessions';

const enc = encodeURIComponent;

/** What one CSV import may hold: UTF-8, a header row `name,email`, at most this many bytes and participant rows. */
export const GROUP_IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxRows: 2000, nameMaxLength: 100 } as const;

/** The CSV file's columns, in the header row (any order; `nama` is read as `name`). */
export const GROUP_IMPORT_COLUMNS = ['name', 'email'] as const;

export const CORPORATE_TRAINING_PATHS = {
  /** Admin: the trainings with their groups' counts. */
  adminTrainings: '/api/lcadm/corporate-training/trainings',
  /** Admin: every group, newest first (`?training=`, `?company=`, `?q=`). */
  adminGroups: '/api/lcadm/corporate-training/groups',
  /** Admin: GET the companies (`?q=`); POST a new one. */
  adminCompanies: '/api/lcadm/corporate-training/companies',
  /** Admin: PUT renames a company. */
  adminCompany: (companyId: number) => `/api/lcadm/corporate-training/companies/${companyId}`,
  /** Admin: the author accounts a group may be taught by (`?q=`). */
  adminInstructors: '/api/lcadm/corporate-training/instructors',
  /** Admin: POST a new group of the training. */
  adminTrainingGroups: (trainingSlug: string) => `/api/lcadm/corporate-training/${enc(trainingSlug)}/groups`,
  /** Admin: GET one group with its completion; PUT changes it (name, slug, company, dates, instructor). */
  adminGroup: (trainingSlug: string, groupId: number) =>
    `/api/lcadm/corporate-training/${enc(trainingSlug)}/groups/${groupId}`,
  /** Admin: the group's participants with their content progress (`?q=`, `?sort=name|progress`). */
  adminParticipants: (trainingSlug: string, groupId: number) =>
    `/api/lcadm/corporate-training/${enc(trainingSlug)}/groups/${groupId}/participants`,
  /** Admin: POST multipart (field `file`): the CSV of participants, applied whole or not at all. */
  adminImport: (trainingSlug: string, groupId: number) =>
    `/api/lcadm/corporate-training/${enc(trainingSlug)}/groups/${groupId}/participants/import`,
  /** Admin: DELETE takes a participant out of the group (their progress and attendance stay, should they return). */
  adminParticipant: (trainingSlug: string, groupId: number, username: string) =>
    `/api/lcadm/corporate-training/${enc(trainingSlug)}/groups/${groupId}/participants/${enc(username)}`,
  /** Admin: POST sends an invited participant (no password yet) a new set-password link; the old one stops working. */
  adminParticipantInvitation: (trainingSlug: string, groupId: number, username: string) =>
    `/api/lcadm/corporate-training/${enc(trainingSlug)}/groups/${groupId}/participants/${enc(username)}/invitation`,
  /** Member: the groups the member learns in. */
  memberGroups: '/api/member/corporate-training',
  /** Member: one of their groups. */
  memberGroup: (trainingSlug: string, groupSlug: string) =>
    `/api/member/corporate-training/${enc(trainingSlug)}/${enc(groupSlug)}`,
  /** Author: the groups the instructor teaches. */
  authorGroups: '/api/author/corporate-training',
} as const;

/** The member's group page. */
export const memberGroupPagePath = (trainingSlug: string, groupSlug: string) =>
  `/member/corporate-training/${enc(trainingSlug)}/${enc(groupSlug)}`;

/** The admin's group page. */
export const adminGroupPagePath = (trainingSlug: string, groupId: number) =>
  `/admin/corporate-training/${enc(trainingSlug)}/group/${groupId}`;

export interface CorporateCompany {
  id: number;
  name: string;
  /** Training groups of the company. */
  groups: number;
}

export interface AdminTrainingSummary {
  slug: string;
  title: string;
  durationDays: number;
  published: boolean;
  groups: number;
  participants: number;
}

export interface GroupPerson {
  username: string;
  name: string;
}

/** Materials done of all, as the course player counts them. */
export interface ContentProgress {
  completedMaterials: number;
  totalMaterials: number;
  percent: number;
}

export interface AdminGroupSummary {
  id: number;
  slug: string;
  name: string;
  training: { slug: string; title: string };
  company: { id: number; name: string };
  startsAt: string;
  endsAt: string;
  instructor: GroupPerson | null;
  participants: number;
  /** The course-player slug of the group's content; null until the group has an instructor. */
  contentSlug: string | null;
}

/** The group's completion: how far its participants are in its content. */
export interface GroupCompletion {
  participants: number;
  /** Have done at least one material. */
  started: number;
  /** Have done every material (a content without materials completes nobody). */
  completed: number;
  /** Mean progress in percent over all participants. */
  averagePercent: number;
  totalMaterials: number;
  /** New accounts whose password is not set yet. */
  awaitingActivation: number;
}

export interface AdminGroupDetail extends AdminGroupSummary {
  completion: GroupCompletion;
  /** Attendance rules, as a batch has them (decision 0045). */
  rules: BatchAttendanceRules;
}

/** `active`: the account can sign in; `invited`: made by an import, its password not set yet. */
export type ParticipantStatus = 'active' | 'invited';

export const PARTICIPANT_STATUS_LABELS: Readonly<Record<ParticipantStatus, string>> = {
  active: 'Aktif',
  invited: 'Menunggu aktivasi',
};

export interface AdminGroupParticipant {
  username: string;
  name: string;
  email: string;
  status: ParticipantStatus;
  /** When the invitation (a new account's set-password link) was sent; null for an account that existed. */
  invitedAt: string | null;
  enrolledAt: string;
  progress: ContentProgress;
}

/** What an import did: existing accounts enrolled, new accounts made and invited, rows already in the group. */
export interface GroupImportResult {
  rows: number;
  enrolled: number;
  invited: number;
  alreadyInGroup: number;
}

/**
 * A refused import answers 422 with `data.errors[]`: one per bad row, `path` = `line.{n}` (the row's line in the
 * file, the header being line 1), or `file` for the file as a whole; `message` says why, in Indonesian.
 */
export const importProblemLine = (path: string): number | null => {
  const match = /^line\.(\d+)$/.exec(path);
  return match ? Number(match[1]) : null;
};

/** One of the member's groups. */
export interface MemberGroupSummary {
  training: { slug: string; title: string };
  group: { slug: string; name: string; startsAt: string; endsAt: string };
  companyName: string;
  progress: ContentProgress;
}

/** `GET /api/member/corporate-training/:trainingSlug/:groupSlug`. */
export interface MemberGroupHome extends MemberGroupSummary {
  training: { slug: string; title: string; summary: string; topics: string[]; durationDays: number };
  instructor: { name: string; username: string; avatarUrl: string | null } | null;
  /** The content's course-player slug (its API is `/api/member/kelas/{contentSlug}/…`, its pages are under the group's
   * own path); null while the group has no content yet. */
  contentSlug: string | null;
  participants: number;
  enrolledAt: string;
  /** The group's sessions and the member's attendance (decision 0045), as a batch's home has them. */
  rules: BatchAttendanceRules;
  sessions: MemberBatchSession[];
  attendance: MemberBatchHome['attendance'];
  /** The content's tests, certificate and leaderboard; null while the group has no content yet. */
  learning: MemberBatchLearning | null;
}

/** One group the instructor teaches. */
export interface AuthorGroupSummary {
  id: number;
  training: { slug: string; title: string };
  group: { slug: string; name: string; startsAt: string; endsAt: string };
  companyName: string;
  participants: number;
  /** The content's slug (its materials, quizzes and discussions are under the group's page); null without content. */
  contentSlug: string | null;
}
