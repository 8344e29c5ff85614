/**
 * The cybersecurity lab (issue 17, decision 0035): CTF challenges, guided exercise labs, the lab scoreboard, VPN
 * access, the staff's editor and the teacher's classroom assignments. Every type here is what an API route answers or
 * takes; the zod schemas of the bodies are in lab-schemas.ts (kept apart so a page importing types pulls in no zod).
 *
 * No answer of any route ever contains a flag, a step answer, a regex pattern of a flag or a hash of one.
 */

const enc = encodeURIComponent;

export const LAB_CATEGORIES = ['web', 'crypto', 'forensics', 'reverse', 'osint', 'network', 'misc'] as const;
export type LabCategory = (typeof LAB_CATEGORIES)[number];
export const LAB_CATEGORY_LABELS: Record<LabCategory, string> = {
  web: 'Web',
  crypto: 'Kriptografi',
  forensics: 'Forensik',
  reverse: 'Reverse Engineering',
  osint: 'OSINT',
  network: 'Jaringan',
  misc: 'Lain-lain',
};

export const LAB_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type LabDifficulty = (typeof LAB_DIFFICULTIES)[number];
export const LAB_DIFFICULTY_LABELS: Record<LabDifficulty, string> = {
  easy: 'Mudah',
  medium: 'Menengah',
  hard: 'Sulit',
};

/** static: always `initialValue`; dynamic: falls with every solve (labDynamicValue). */
export const LAB_VALUE_TYPES = ['static', 'dynamic'] as const;
export type LabValueType = (typeof LAB_VALUE_TYPES)[number];

/** static: one exact text (stored as an HMAC); regex: a pattern the whole submission must match; per_user: derived. */
export const LAB_FLAG_KINDS = ['static', 'regex', 'per_user'] as const;
export type LabFlagKind = (typeof LAB_FLAG_KINDS)[number];

/** How an exercise step is answered: a flag found in the lab, or a short text answer. */
export const LAB_ANSWER_KINDS = ['flag', 'text'] as const;
export type LabAnswerKind = (typeof LAB_ANSWER_KINDS)[number];

export const LAB_SCOREBOARD_PERIODS = ['all', 'month'] as const;
export type LabScoreboardPeriod = (typeof LAB_SCOREBOARD_PERIODS)[number];

/** Spec §8, word for word: a teacher without is_access_lab calling a lab route. */
export const LAB_NO_ACCESS_MESSAGE = 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.';

/** Wrong answers per player and challenge (or exercise) before 429 with Retry-After, per window. */
export const LAB_WRONG_ANSWER_LIMIT = { limit: 10, windowSeconds: 60 } as const;
/** Longest flag or step answer accepted. */
export const LAB_ANSWER_MAX_LENGTH = 200;
/** A per-user flag: `AKSB{` + 24 hex characters + `}`. */
export const LAB_PER_USER_FLAG_PATTERN = /^AKSB\{[0-9a-f]{24}\}$/;
/** XP of a solve: this many XP per point awarded, plus the first-blood bonus. */
export const LAB_XP_PER_POINT = 2;
export const LAB_FIRST_BLOOD_XP = 50;
/** Attachments: at most this many bytes each. */
export const LAB_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * CTFd's dynamic value (decision 0035): the value the next solver gets when `solves` players solved it already.
 * `initial − (initial − minimum) / decay² · solves²`, rounded up, never below `minimum`; the first solver gets
 * `initial`.
 */
export function labDynamicValue(
  challenge: { valueType: LabValueType; initialValue: number; minimumValue: number; decay: number },
  solves: number,
): number {
  if (challenge.valueType === 'static') return challenge.initialValue;
  const { initialValue: initial, minimumValue: minimum } = challenge;
  const decay = Math.max(1, challenge.decay);
  const value = Math.ceil(((minimum - initial) / (decay * decay)) * solves * solves + initial);
  return Math.max(minimum, value);
}

/** The API's lab paths. `…Token` routes are the token helper's (spec §7): GET with the Bearer token, then `?token=`. */
export const LAB_PATHS = {
  // Public (the /cybersecuritylabs page).
  catalogue: '/api/lab/catalogue',
  scoreboard: '/api/lab/scoreboard',
  // Players: members, and teachers with is_access_lab.
  challenges: '/api/lab/challenges',
  challenge: (slug: string) => `/api/lab/challenges/${enc(slug)}`,
  unlockHint: (slug: string, hintId: number) => `/api/lab/challenges/${enc(slug)}/hints/${hintId}/unlock`,
  submissions: (slug: string) => `/api/lab/challenges/${enc(slug)}/submissions`,
  attachmentToken: (slug: string, attachmentId: number) =>
    `/api/lab/challenges/${enc(slug)}/attachments/${attachmentId}/token`,
  /** `?token=` from attachmentToken. */
  attachment: (slug: string, attachmentId: number) => `/api/lab/challenges/${enc(slug)}/attachments/${attachmentId}`,
  standings: '/api/lab/standings',
  /** The classrooms the player studies in or teaches: the choices of `standings?classroom=`. */
  classrooms: '/api/lab/classrooms',
  exercises: '/api/lab/exercises',
  exercise: (slug: string) => `/api/lab/exercises/${enc(slug)}`,
  answerStep: (slug: string, stepId: number) => `/api/lab/exercises/${enc(slug)}/steps/${stepId}/answer`,
  unlockStepHint: (slug: string, stepId: number, hintId: number) =>
    `/api/lab/exercises/${enc(slug)}/steps/${stepId}/hints/${hintId}/unlock`,
  vpn: '/api/lab/vpn',
  vpnConfig: '/api/lab/vpn/config',
  vpnConfigToken: '/api/lab/vpn/config-token',
  /** `?token=` from vpnConfigToken: a new key pair, the old configuration revoked. */
  vpnConfigFile: '/api/lab/vpn/wireguard.conf',
  vpnRevoke: '/api/lab/vpn/revoke',
  /** The lab network's operator (Bearer LAB_OPERATOR_TOKEN), not a user. */
  operatorPeers: '/api/lab/operator/peers',
  /** POST (operator token): the per-user flag for an instance the lab network starts for one player. */
  operatorFlags: '/api/lab/operator/flags',
  /**
   * The hand-off to the lab (decision 0036). GET with the session (the token helper, spec §7): a code for 60 seconds;
   * the lab opens `<lab>/auth/<code>` and POSTs `{ code }` to handoffSession for a session of its own.
   */
  handoffCode: '/api/lab-handoff/code',
  handoffSession: '/api/lab-handoff/session',
  // Staff (admin).
  staffChallenges: '/api/lcadm/lab/challenges',
  staffChallenge: (challengeId: number) => `/api/lcadm/lab/challenges/${challengeId}`,
  staffFlags: (challengeId: number) => `/api/lcadm/lab/challenges/${challengeId}/flags`,
  staffFlag: (flagId: number) => `/api/lcadm/lab/flags/${flagId}`,
  staffHints: (challengeId: number) => `/api/lcadm/lab/challenges/${challengeId}/hints`,
  staffHint: (hintId: number) => `/api/lcadm/lab/hints/${hintId}`,
  /** multipart/form-data with the field `file`; `?perUser=true` for a text file with {{FLAG}} placeholders. */
  staffAttachments: (challengeId: number) => `/api/lcadm/lab/challenges/${challengeId}/attachments`,
  staffAttachment: (attachmentId: number) => `/api/lcadm/lab/attachments/${attachmentId}`,
  staffResetAttempts: (challengeId: number) => `/api/lcadm/lab/challenges/${challengeId}/reset-attempts`,
  staffSubmissions: '/api/lcadm/lab/submissions',
  staffExercises: '/api/lcadm/lab/exercises',
  staffExercise: (exerciseId: number) => `/api/lcadm/lab/exercises/${exerciseId}`,
  staffSettings: '/api/lcadm/lab/settings',
  staffScoreboard: '/api/lcadm/lab/scoreboard',
  // Teachers (is_access_lab), for their own classrooms.
  teacherChallenges: '/api/teacher/lab/challenges',
  teacherExercises: '/api/teacher/lab/exercises',
  classroomAssignments: (classroomSlug: string) => `/api/teacher/classrooms/${enc(classroomSlug)}/lab-assignments`,
  /** GET `?page=&per_page=&q=`: the classroom's students × its assigned challenges (the ctf tab's grid). */
  classroomChallengeGrid: (classroomSlug: string) => `/api/teacher/classrooms/${enc(classroomSlug)}/ctf`,
  /** GET `?page=&per_page=&q=`: the classroom's students × its assigned exercise labs. */
  classroomExerciseGrid: (classroomSlug: string) => `/api/teacher/classrooms/${enc(classroomSlug)}/exercise-lab`,
  /** GET: per-student results; PUT { dueAt }: assign (or change the due date); DELETE: unassign. */
  classroomChallenge: (classroomSlug: string, challengeSlug: string) =>
    `/api/teacher/classrooms/${enc(classroomSlug)}/ctf/${enc(challengeSlug)}`,
  classroomChallengeAssignment: (classroomSlug: string, challengeSlug: string) =>
    `/api/teacher/classrooms/${enc(classroomSlug)}/ctf/${enc(challengeSlug)}/assignment`,
  classroomExercise: (classroomSlug: string, exerciseSlug: string) =>
    `/api/teacher/classrooms/${enc(classroomSlug)}/exercise-lab/${enc(exerciseSlug)}`,
  classroomExerciseAssignment: (classroomSlug: string, exerciseSlug: string) =>
    `/api/teacher/classrooms/${enc(classroomSlug)}/exercise-lab/${enc(exerciseSlug)}/assignment`,
  classroomScoreboard: (classroomSlug: string) => `/api/teacher/classrooms/${enc(classroomSlug)}/lab-scoreboard`,
} as const;

// ------------------------------------------------------------------------------------------------ challenges

export interface LabPerson {
  username: string;
  name: string;
}

/** One challenge of the public catalogue (`GET /api/lab/catalogue`): published and inside its visibility window. */
export interface LabChallengeSummary {
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
  valueType: LabValueType;
  /** What the next solver gets (before hint costs). */
  value: number;
  solves: number;
  firstBlood: LabPerson | null;
  /** Unlocks after solving this one. */
  prerequisite: { slug: string; title: string } | null;
}

/** One challenge of the player's catalogue (`GET /api/lab/challenges`). */
export interface LabChallengeCard extends LabChallengeSummary {
  /** The prerequisite is not solved yet: only the card is shown, the detail answers 403. */
  locked: boolean;
  solved: boolean;
  /** What the player was awarded, when solved. */
  awardedPoints: number | null;
  attempts: number;
  maxAttempts: number | null;
}

export interface LabCategoryGroup<T> {
  category: LabCategory;
  label: string;
  challenges: T[];
}

/** `GET /api/lab/catalogue`. */
export interface LabCatalogue {
  categories: LabCategoryGroup<LabChallengeSummary>[];
  exercises: LabExerciseSummary[];
}

export interface LabHint {
  id: number;
  position: number;
  /** Taken off this challenge's (or exercise lab's) reward on unlocking (0 = free); shown before unlocking. */
  cost: number;
  unlocked: boolean;
  /** Only once unlocked. */
  body: string | null;
}

export interface LabAttachment {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  /** Made for each player (holds their own flag): another player's copy is no use. */
  perUser: boolean;
}

export interface LabSolve {
  points: number;
  xp: number;
  firstBlood: boolean;
  solvedAt: string;
}

/** `GET /api/lab/challenges/:challengeSlug`. */
export interface LabChallengeDetail extends LabChallengeSummary {
  /** Markdown; render without raw HTML. */
  description: string;
  connectionInfo: string | null;
  /** Closes for submissions at this moment (null: open). */
  visibleUntil: string | null;
  /** What solving now would award this player: `value` minus the costs of the hints they unlocked, never below 0. */
  reward: number;
  hintCosts: number;
  attempts: number;
  maxAttempts: number | null;
  /** null = unlimited. */
  attemptsLeft: number | null;
  solve: LabSolve | null;
  hints: LabHint[];
  attachments: LabAttachment[];
}

/** `POST …/hints/:hintId/unlock` (a challenge's or an exercise step's): the hint's text, and the reward left. */
export interface LabHintUnlockResult {
  hint: LabHint;
  reward: number;
}

/** Body of `POST /api/lab/challenges/:challengeSlug/submissions`. */
export interface LabSubmissionInput {
  flag: string;
}

/**
 * `POST /api/lab/challenges/:challengeSlug/submissions` (200 either way; the message says which). Already solved: 409;
 * no attempts left: 409; too many wrong answers: 429 with Retry-After.
 */
export interface LabSubmissionResult {
  correct: boolean;
  solve: LabSolve | null;
  attempts: number;
  attemptsLeft: number | null;
}

// ------------------------------------------------------------------------------------------------ scoreboard

export interface LabScoreboardEntry {
  /** 1-based and distinct: equal points are ordered by who reached them first (earlier last solve). */
  rank: number;
  username: string;
  name: string;
  avatarUrl: string | null;
  points: number;
  solves: number;
  lastSolveAt: string;
}

/**
 * `GET /api/lab/scoreboard?period=` (public), `GET /api/lab/standings?period=&classroom=` (players: with their own row
 * even outside the list), and the staff's and teacher's live boards.
 */
export interface LabScoreboard {
  period: LabScoreboardPeriod;
  classroom: { slug: string; name: string } | null;
  /** Set when the board is frozen: it shows the solves up to this moment. */
  frozenAt: string | null;
  /** The staff's view: every solve, frozen or not. */
  live: boolean;
  entries: LabScoreboardEntry[];
  /** The caller's own row (players), null when they have no solve in the period. */
  me: LabScoreboardEntry | null;
}

/** `GET /api/lab/classrooms`: a classroom whose board the player may open. */
export interface LabClassroom {
  slug: string;
  name: string;
}

// ------------------------------------------------------------------------------------------------ exercise labs

/** `GET /api/lab/catalogue` `exercises`, and the teacher's list. */
export interface LabExerciseSummary {
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
  summary: string;
  steps: number;
  points: number;
  xp: number;
  completions: number;
}

export interface LabExerciseProgress {
  answeredSteps: number;
  startedAt: string;
  lastActivityAt: string;
  completedAt: string | null;
  /** What completing it awarded (the lab's points less the hints unlocked; XP in proportion); null until then. */
  awardedPoints: number | null;
  awardedXp: number | null;
}

/** `GET /api/lab/exercises`. */
export interface LabExerciseCard extends LabExerciseSummary {
  progress: LabExerciseProgress | null;
}

export interface LabExerciseStep {
  id: number;
  position: number;
  title: string;
  /** Markdown; null while an earlier step is unanswered (steps open in order). */
  body: string | null;
  answerKind: LabAnswerKind;
  /** What the answer looks like ("AKSB{...}", "satu kata"). */
  answerFormat: string | null;
  locked: boolean;
  answeredAt: string | null;
  /** The step's hints (none listed while the step is locked). */
  hints: LabHint[];
}

/** `GET /api/lab/exercises/:exerciseSlug`: resume at `currentStepId`. */
export interface LabExerciseDetail extends LabExerciseCard {
  description: string;
  /** What completing it now would award this player: `points` minus the hints they unlocked, never below 0. */
  reward: number;
  /** The XP completing it now would award (the lab's XP in proportion to `reward`). */
  rewardXp: number;
  hintCosts: number;
  /** The first unanswered step; null once completed. */
  currentStepId: number | null;
  stepList: LabExerciseStep[];
}

/** Body of `POST /api/lab/exercises/:exerciseSlug/steps/:stepId/answer`. */
export interface LabStepAnswerInput {
  answer: string;
}

export interface LabStepAnswerResult {
  correct: boolean;
  nextStepId: number | null;
  completed: boolean;
  /** The points and XP of completing the lab, on the answer that completed it. */
  award: { points: number; xp: number } | null;
}

// ------------------------------------------------------------------------------------------------ VPN

/** `GET /api/lab/vpn`. */
export interface LabVpnStatus {
  active: { publicKey: string; address: string; createdAt: string } | null;
  endpoint: string;
  allowedIps: string;
}

/**
 * `POST /api/lab/vpn/config`: a new key pair (the previous configuration is revoked). `conf` holds the private key,
 * which is stored nowhere: this answer is the only copy.
 */
export interface LabVpnConfigFile {
  fileName: string;
  conf: string;
  publicKey: string;
  address: string;
  createdAt: string;
}

/** `GET /api/lab/operator/peers`: the active peers a WireGuard server should accept. */
export interface LabOperatorPeer {
  publicKey: string;
  /** `10.x.y.z/32`. */
  address: string;
  username: string;
  createdAt: string;
}

/** Body of `POST /api/lab/operator/flags`: the challenge, and the player by username or active VPN address. */
export interface LabOperatorFlagInput {
  challengeSlug: string;
  username?: string;
  address?: string;
}

/** `POST /api/lab/operator/flags`: the only answer that carries a flag, and only to the lab network's operator. */
export interface LabOperatorFlag {
  challengeSlug: string;
  username: string;
  flag: string;
}

// ------------------------------------------------------------------------------------------------ staff (admin)

/** A flag as the staff see it: never its text, pattern or hash. */
export interface AdminLabFlag {
  id: number;
  kind: LabFlagKind;
  caseInsensitive: boolean;
  createdAt: string;
}

export interface AdminLabHint {
  id: number;
  position: number;
  cost: number;
  body: string;
  unlocks: number;
}

/** `GET /api/lcadm/lab/challenges?search=&category=&visibility=visible|hidden` items. */
export interface AdminLabChallengeRow {
  id: number;
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
  published: boolean;
  /** Players see it now: published and inside its visibility window. */
  visible: boolean;
  visibleFrom: string | null;
  visibleUntil: string | null;
  valueType: LabValueType;
  value: number;
  solves: number;
  submissions: number;
  suspicious: number;
  updatedAt: string;
}

/** `GET /api/lcadm/lab/challenges/:challengeId`, and the answer of every change to it. */
export interface AdminLabChallenge extends AdminLabChallengeRow {
  description: string;
  connectionInfo: string | null;
  prerequisite: { id: number; slug: string; title: string } | null;
  initialValue: number;
  minimumValue: number;
  decay: number;
  maxAttempts: number | null;
  flags: AdminLabFlag[];
  hints: AdminLabHint[];
  attachments: LabAttachment[];
  createdAt: string;
}

/** Body of `POST /api/lcadm/lab/challenges` and `PUT …/:challengeId`. */
export interface LabChallengeInput {
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
  description: string;
  connectionInfo: string | null;
  published: boolean;
  visibleFrom: string | null;
  visibleUntil: string | null;
  prerequisiteSlug: string | null;
  valueType: LabValueType;
  initialValue: number;
  minimumValue: number;
  decay: number;
  maxAttempts: number | null;
}

/** Body of `POST /api/lcadm/lab/challenges/:challengeId/flags`: `value` is the flag (static) or pattern (regex). */
export interface LabFlagInput {
  kind: LabFlagKind;
  value?: string;
  caseInsensitive: boolean;
}

/** Body of `POST …/:challengeId/hints` and `PUT /api/lcadm/lab/hints/:hintId`. */
export interface LabHintInput {
  position: number;
  cost: number;
  body: string;
}

/** `GET /api/lcadm/lab/submissions?challengeId=&username=&suspicious=true`: every checked submission, newest first. */
export interface AdminLabSubmission {
  id: number;
  challenge: { id: number; slug: string; title: string };
  user: LabPerson;
  correct: boolean;
  /** Whose per-user flag it was, when it was another user's (both are suspects). */
  flagOwner: LabPerson | null;
  ip: string | null;
  submittedAt: string;
}

/** Body of `POST /api/lcadm/lab/challenges/:challengeId/reset-attempts`. */
export interface LabResetAttemptsInput {
  username: string;
}

/** `GET`/`PUT /api/lcadm/lab/settings`. */
export interface LabSettings {
  scoreboardFrozenAt: string | null;
}

export interface AdminLabStep {
  id: number;
  position: number;
  title: string;
  body: string;
  answerKind: LabAnswerKind;
  answerFormat: string | null;
  caseInsensitive: boolean;
  hints: AdminLabHint[];
}

/** `GET /api/lcadm/lab/exercises/:exerciseId`; the list has the same rows without `description` and `stepList`. */
export interface AdminLabExercise extends LabExerciseSummary {
  id: number;
  published: boolean;
  description: string;
  stepList: AdminLabStep[];
  updatedAt: string;
}

/**
 * A step of `LabExerciseInput`: `id` keeps an existing step (and its answer when `answer` is left out); a step without
 * `id` is new and needs `answer`. Steps left out are deleted; the order of the list is the order of the steps.
 */
export interface LabStepInput {
  id?: number;
  title: string;
  body: string;
  answerKind: LabAnswerKind;
  answer?: string;
  answerFormat: string | null;
  caseInsensitive: boolean;
  /** The step's hints in order; `id` keeps a saved hint (and who unlocked it). Left out: the hints stay as they are. */
  hints?: LabStepHintInput[];
}

export interface LabStepHintInput {
  id?: number;
  cost: number;
  body: string;
}

/** Body of `POST /api/lcadm/lab/exercises` and `PUT …/:exerciseId`. */
export interface LabExerciseInput {
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
  summary: string;
  description: string;
  points: number;
  xp: number;
  published: boolean;
  steps: LabStepInput[];
}

// ------------------------------------------------------------------------------------------------ teachers

/** `GET /api/teacher/lab/challenges`: what a teacher may assign, with how many of their classrooms have it. */
export interface TeacherLabChallenge extends LabChallengeSummary {
  classrooms: number;
  /** Students of the teacher's classrooms who solved it (one in two classrooms counts once). */
  studentSolves: number;
}

/** `GET /api/teacher/lab/exercises`. */
export interface TeacherLabExercise extends LabExerciseSummary {
  classrooms: number;
  /** Students of the teacher's classrooms who completed it. */
  studentCompletions: number;
}

/** `GET /api/teacher/classrooms/:classroomSlug/lab-assignments`. */
export interface ClassroomLabAssignment {
  kind: 'challenge' | 'exercise';
  slug: string;
  title: string;
  category: LabCategory;
  difficulty: LabDifficulty;
  dueAt: string | null;
  assignedAt: string;
  /** Students who solved (challenge) or completed (exercise) it. */
  done: number;
  /** Of those, after the due date. */
  late: number;
  students: number;
}

/** Body of `PUT …/ctf/:challengeSlug/assignment` and `…/exercise-lab/:exerciseSlug/assignment`. */
export interface LabAssignmentInput {
  dueAt: string | null;
}

/** One student of `GET /api/teacher/classrooms/:classroomSlug/ctf/:challengeSlug`. */
export interface ClassroomChallengeStudent {
  username: string;
  name: string;
  avatarUrl: string | null;
  solvedAt: string | null;
  /** Solved after the due date (the solve is kept). */
  late: boolean;
  points: number | null;
  attempts: number;
  hintsUsed: number;
  suspicious: number;
}

export interface ClassroomSuspiciousSubmission {
  user: LabPerson;
  flagOwner: LabPerson;
  submittedAt: string;
}

/** `GET /api/teacher/classrooms/:classroomSlug/ctf/:challengeSlug`. */
export interface ClassroomChallengeResults {
  classroom: { slug: string; name: string };
  challenge: LabChallengeSummary;
  assignment: { dueAt: string | null; assignedAt: string } | null;
  students: ClassroomChallengeStudent[];
  /** Submissions of another user's per-user flag where the sender or the owner is a student of the classroom. */
  suspicious: ClassroomSuspiciousSubmission[];
}

/** One student of `GET /api/teacher/classrooms/:classroomSlug/exercise-lab/:exerciseSlug`. */
export interface ClassroomExerciseStudent {
  username: string;
  name: string;
  avatarUrl: string | null;
  answeredSteps: number;
  startedAt: string | null;
  completedAt: string | null;
  late: boolean;
  /** Hints unlocked on the lab's steps. */
  hintsUsed: number;
  /** What completing it awarded (null until completed, and for a teacher's own try). */
  points: number | null;
}

/** `GET /api/teacher/classrooms/:classroomSlug/exercise-lab/:exerciseSlug`. */
export interface ClassroomExerciseResults {
  classroom: { slug: string; name: string };
  exercise: LabExerciseSummary;
  assignment: { dueAt: string | null; assignedAt: string } | null;
  students: ClassroomExerciseStudent[];
}

/** One student's result on one assigned challenge, a cell of the ctf tab's grid. */
export interface ClassroomChallengeGridCell {
  slug: string;
  solvedAt: string | null;
  /** Solved after the due date (the solve is kept). */
  late: boolean;
  points: number | null;
  attempts: number;
  hintsUsed: number;
}

/**
 * A row of `GET /api/teacher/classrooms/:classroomSlug/ctf` (paged, by name): one student with a cell for each
 * challenge assigned to the classroom, in the order of `lab-assignments`.
 */
export interface ClassroomChallengeGridRow {
  username: string;
  name: string;
  avatarUrl: string | null;
  cells: ClassroomChallengeGridCell[];
}

/** One student's progress on one assigned exercise lab. */
export interface ClassroomExerciseGridCell {
  slug: string;
  answeredSteps: number;
  /** Steps of the lab. */
  steps: number;
  completedAt: string | null;
  late: boolean;
}

/** A row of `GET /api/teacher/classrooms/:classroomSlug/exercise-lab` (paged, by name). */
export interface ClassroomExerciseGridRow {
  username: string;
  name: string;
  avatarUrl: string | null;
  cells: ClassroomExerciseGridCell[];
}
